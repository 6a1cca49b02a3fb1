package chiffreslettres.server.json;

import chiffreslettres.Lettres;
import chiffreslettres.jeu.Draws;
import chiffreslettres.jeu.LettersRound;
import chiffreslettres.jeu.Variant;
import chiffreslettres.jeu.game.Answer;
import chiffreslettres.jeu.game.CommonWords;
import chiffreslettres.jeu.game.Conundrum;
import chiffreslettres.jeu.game.Daily;
import chiffreslettres.jeu.game.Game;
import chiffreslettres.jeu.game.GameFormat;
import chiffreslettres.jeu.game.Move;
import chiffreslettres.jeu.game.Opponent;
import chiffreslettres.jeu.game.Round;
import chiffreslettres.jeu.game.RoundKind;
import chiffreslettres.jeu.game.RoundResult;
import chiffreslettres.jeu.game.Seat;
import chiffreslettres.lettres.Dictionaries;
import chiffreslettres.lettres.Dictionary;
import chiffreslettres.lettres.Language;
import chiffreslettres.lettres.WordMatch;
import chiffreslettres.server.http.ApiException;
import chiffreslettres.server.http.Names;
import chiffreslettres.server.http.Seeds;
import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The JSON forms of whole games, daily puzzles and conundrums, shared by the HTTP API and the command
 * line. A game is stored as its format, seed, seats and moves, and read back by replaying them; the
 * rest of its form is a view for a front end, which hides what the players must not see before the
 * reveal (the conundrum's answer, the computer's answers). Stateless and thread-safe.
 */
public final class GameJson {

    /** The most moves a stored game may hold. */
    static final int MAX_MOVES = 2_000;

    private GameJson() {
    }

    /** A game: what stores it, then the view of its rounds, the referee's messages in English. */
    public static Map<String, Object> of(Game game) {
        return of(game, Locale.ENGLISH);
    }

    /** A game: what stores it, then the view of its rounds, the referee's messages in the locale's language. */
    public static Map<String, Object> of(Game game, Locale locale) {
        Map<String, Object> out = new LinkedHashMap<>();
        GameFormat format = game.format();
        out.put("format", format.key());
        if (format.key().equals("practice")) {
            out.put("variant", Names.keyOf(format.variant()));
            out.put("round", name(format.rounds().get(0)));
        }
        out.put("seed", Seeds.json(game.seed()));
        List<Map<String, Object>> seats = new ArrayList<>();
        for (Seat seat : game.seats()) {
            seats.add(map("name", seat.name(), "level", seat.level()));
        }
        out.put("seats", seats);
        List<Map<String, Object>> moves = new ArrayList<>();
        for (Move move : game.moves()) {
            moves.add(of(move));
        }
        out.put("moves", moves);
        out.put("name", format.name());
        out.put("variantName", format.variant().name());
        out.put("lang", format.variant().letters().map(l -> l.language().code()).orElse(null));
        format.variant().letters().ifPresent(l -> out.put("piles", piles(l)));
        out.put("roundCount", game.roundCount());
        out.put("rounds", format.rounds().stream().map(GameJson::name).toList());
        out.put("over", game.isOver());
        out.put("totals", game.totals());
        out.put("leaders", game.isOver() ? game.leaders() : List.of());
        out.put("current", game.current().map(round -> current(game, round, locale)).orElse(null));
        List<Map<String, Object>> results = new ArrayList<>();
        for (RoundResult result : game.results()) {
            results.add(result(result, format, locale));
        }
        out.put("results", results);
        return out;
    }

    private static Map<String, Object> piles(LettersRound letters) {
        return map("showsOwn", letters.piles().showsOwn(), "source", letters.piles().source(),
                "letterCount", letters.letterCount(), "minVowels", letters.minVowels(),
                "minConsonants", letters.minConsonants(), "minWordLength", letters.minWordLength());
    }

    private static Map<String, Object> current(Game game, Round round, Locale locale) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("number", round.number());
        out.put("kind", name(round.kind()));
        out.put("picker", round.picker());
        out.put("phase", round.phase().name().toLowerCase(Locale.ROOT));
        Duration clock = game.clock(round.kind());
        out.put("clockSeconds", clock.toSeconds());
        out.put("clockIsTheShows", game.format().showsClock(round.kind()).isPresent());
        switch (round.kind()) {
            case LETTERS -> {
                LettersRound rules = game.format().variant().letters().orElseThrow();
                out.put("letters", round.letters());
                if (round.phase() == Round.Phase.PICKING) {
                    out.put("vowelRefused", text(Draws.refusalPhrase(rules, round.letters(), Draws.Pile.VOWEL), locale));
                    out.put("consonantRefused", text(Draws.refusalPhrase(rules, round.letters(), Draws.Pile.CONSONANT),
                            locale));
                }
            }
            case NUMBERS -> {
                var numbers = game.format().variant().numbers();
                out.put("playerChoosesLarge", numbers.playerChoosesLarge());
                out.put("minLarge", numbers.minLarge());
                out.put("maxLarge", numbers.maxLarge());
                if (round.numbers() != null) {
                    out.put("tiles", round.numbers().tiles());
                    out.put("target", round.numbers().target());
                }
            }
            case CONUNDRUM -> out.put("scramble", round.conundrum().scramble());
            default -> throw new AssertionError(round.kind());
        }
        List<Boolean> answered = new ArrayList<>();
        for (int seat = 0; seat < game.seats().size(); seat++) {
            answered.add(!game.seats().get(seat).isComputer() && round.hasAnswered(seat));
        }
        out.put("answered", answered);
        return out;
    }

    private static Map<String, Object> result(RoundResult r, GameFormat format, Locale locale) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("number", r.number());
        out.put("kind", name(r.kind()));
        out.put("picker", r.picker());
        if (r.kind() == RoundKind.LETTERS) {
            out.put("letters", r.letters());
            LettersRound letters = format.variant().letters().orElseThrow();
            Dictionary list = Dictionaries.get(letters.language(), letters.rules());
            out.put("bestWords", words(list, letters.language(), Lettres.in(list).rack(r.letters()).longest().matches()));
            out.put("longestCommon", words(list, letters.language(),
                    CommonWords.longest(list, letters.language(), r.letters())));
        } else if (r.kind() == RoundKind.NUMBERS) {
            out.put("tiles", r.numbers().tiles());
            out.put("target", r.numbers().target());
        } else {
            out.put("scramble", r.conundrum().scramble());
            out.put("answer", r.conundrum().answer());
        }
        List<Map<String, Object>> answers = new ArrayList<>();
        for (Answer a : r.answers()) {
            answers.add(map("text", a.text(), "valid", a.valid(), "value", a.value(), "distance", a.distance(),
                    "message", a.message(locale)));
        }
        out.put("answers", answers);
        out.put("points", r.points());
        out.put("best", r.best());
        out.put("bestPoints", r.bestPoints());
        return out;
    }

    private static Map<String, Object> of(Move move) {
        if (move instanceof Move.PickLetter pick) {
            return map("type", "pick", "seat", pick.seat(), "pile", pick.pile().name().toLowerCase(Locale.ROOT));
        }
        if (move instanceof Move.PickLarge pick) {
            return map("type", "large", "seat", pick.seat(), "large", pick.large());
        }
        if (move instanceof Move.Declare declare) {
            return map("type", "declare", "seat", declare.seat(), "answer", declare.answer());
        }
        if (move instanceof Move.Buzz buzz) {
            return map("type", "buzz", "seat", buzz.seat(), "guess", buzz.guess(), "elapsedMillis",
                    buzz.elapsedMillis());
        }
        return map("type", "reveal");
    }

    /**
     * The game a stored form makes: its format, seed, seats and moves replayed.
     *
     * @throws ApiException 400 when a field is missing or malformed; 409 when a stored move breaks the rules
     */
    public static Game read(JsonNode node) {
        if (node == null || !node.isObject()) {
            throw ApiException.badRequest("game", "'game' must be a JSON object: a game as the API returned it");
        }
        GameFormat format = format(node);
        long seed = Seeds.read(node.get("seed"), "game.seed");
        JsonNode seatsNode = node.get("seats");
        if (seatsNode == null || !seatsNode.isArray() || seatsNode.isEmpty() || seatsNode.size() > Game.MAX_SEATS) {
            throw ApiException.badRequest("game.seats", "'game.seats' must be an array of 1 to " + Game.MAX_SEATS
                    + " seats {name, level}");
        }
        List<Seat> seats = new ArrayList<>();
        for (JsonNode seat : seatsNode) {
            seats.add(seat(seat, "game.seats"));
        }
        JsonNode movesNode = node.get("moves");
        if (movesNode == null || !movesNode.isArray() || movesNode.size() > MAX_MOVES) {
            throw ApiException.badRequest("game.moves", "'game.moves' must be an array of at most " + MAX_MOVES
                    + " moves");
        }
        Game game = Game.start(format, seats, seed);
        int index = 0;
        for (JsonNode move : movesNode) {
            try {
                game = game.apply(move(move, "game.moves[" + index + "]"));
            } catch (IllegalStateException | IllegalArgumentException e) {
                throw new ApiException(409, "Stored game does not replay",
                        "game.moves[" + index + "]: " + e.getMessage(), "game.moves", 0);
            }
            index++;
        }
        return game;
    }

    public static GameFormat format(JsonNode node) {
        String key = text(node, "format", "game.format");
        if (key.equals("practice")) {
            Variant variant = Names.VARIANTS.get(text(node, "variant", "game.variant"));
            if (variant == null) {
                throw ApiException.badRequest("game.variant", "'variant' must be one of " + Names.VARIANT_NAMES);
            }
            return GameFormat.practice(variant, kind(text(node, "round", "game.round")));
        }
        return GameFormat.byKey(key).orElseThrow(() -> ApiException.badRequest("format",
                "'format' must be one of countdown, dcdl, cifras2024 or practice, got '" + key + "'"));
    }

    public static Seat seat(JsonNode node, String where) {
        if (node == null || !node.isObject()) {
            throw ApiException.badRequest(where, "'" + where + "' must hold objects {name, level}");
        }
        long level = node.has("level") ? whole(node, "level", where + ".level") : 0;
        if (level < 0 || level > Opponent.MAX_LEVEL) {
            throw new IllegalArgumentException("seat level: 0 for a person, 1 to " + Opponent.MAX_LEVEL
                    + " for the computer, got " + level);
        }
        if (node.has("name")) {
            return new Seat(text(node, "name", where + ".name"), (int) level);
        }
        return level > 0 ? Seat.computer((int) level) : Seat.person("Player");
    }

    /**
     * A move from its JSON form.
     *
     * @throws ApiException 400 when the move is malformed
     */
    public static Move move(JsonNode node, String where) {
        if (node == null || !node.isObject()) {
            throw ApiException.badRequest(where, "'" + where + "' must be a move object with a 'type'");
        }
        String type = text(node, "type", where + ".type");
        return switch (type) {
            case "pick" -> {
                String pile = text(node, "pile", where + ".pile");
                if (!pile.equals("vowel") && !pile.equals("consonant")) {
                    throw ApiException.badRequest(where + ".pile", "'pile' must be vowel or consonant, got '" + pile + "'");
                }
                yield new Move.PickLetter(seatIndex(node, where), pile.equals("vowel") ? Draws.Pile.VOWEL
                        : Draws.Pile.CONSONANT);
            }
            case "large" -> new Move.PickLarge(seatIndex(node, where), (int) small(node, "large", where + ".large"));
            case "declare" -> new Move.Declare(seatIndex(node, where), text(node, "answer", where + ".answer"));
            case "buzz" -> new Move.Buzz(seatIndex(node, where), text(node, "guess", where + ".guess"),
                    whole(node, "elapsedMillis", where + ".elapsedMillis"));
            case "reveal" -> new Move.Reveal();
            default -> throw ApiException.badRequest(where + ".type",
                    "'type' must be pick, large, declare, buzz or reveal, got '" + type + "'");
        };
    }

    private static int seatIndex(JsonNode node, String where) {
        return (int) small(node, "seat", where + ".seat");
    }

    private static long small(JsonNode node, String field, String where) {
        long value = whole(node, field, where);
        if (value < -1_000 || value > 1_000) {
            throw new IllegalArgumentException(where + ": " + value + " is out of range");
        }
        return value;
    }

    private static long whole(JsonNode node, String field, String where) {
        JsonNode value = node.get(field);
        if (value == null || !value.isIntegralNumber() || !value.canConvertToLong()) {
            throw ApiException.badRequest(where, "'" + where + "' must be a whole number, got " + value);
        }
        return value.asLong();
    }

    private static String text(JsonNode node, String field, String where) {
        JsonNode value = node.get(field);
        if (value == null || !value.isTextual()) {
            throw ApiException.badRequest(where, "'" + where + "' must be a string, got " + value);
        }
        if (value.asText().length() > 1_000) {
            throw ApiException.badRequest(where, "'" + where + "' is longer than 1,000 characters");
        }
        return value.asText();
    }

    public static RoundKind kind(String text) {
        for (RoundKind kind : RoundKind.values()) {
            if (name(kind).equals(text)) {
                return kind;
            }
        }
        throw ApiException.badRequest("round", "'round' must be letters, numbers or conundrum, got '" + text + "'");
    }

    static String name(RoundKind kind) {
        return kind.name().toLowerCase(Locale.ROOT);
    }

    /** Every whole-game format, as a page lists them. */
    public static List<Map<String, Object>> formats() {
        List<Map<String, Object>> out = new ArrayList<>();
        for (GameFormat f : GameFormat.ALL) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("key", f.key());
            m.put("name", f.name());
            m.put("variant", Names.keyOf(f.variant()));
            m.put("lang", f.variant().letters().map(l -> l.language().code()).orElse(null));
            m.put("rounds", f.rounds().stream().map(GameJson::name).toList());
            m.put("conundrumPoints", f.conundrumPoints());
            m.put("tieBreaks", f.tieBreaks());
            m.put("source", f.source());
            f.variant().letters().ifPresent(l -> m.put("piles", piles(l)));
            out.add(m);
        }
        return out;
    }

    /**
     * A day's puzzles without their answers (the conundrum's scramble only).
     *
     * @param withAnswers whether to add each puzzle's answer (the command line's --answers)
     */
    public static Map<String, Object> of(Daily daily, boolean withAnswers) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("variant", Names.keyOf(daily.variant()));
        out.put("name", daily.variant().name());
        out.put("date", daily.date().toString());
        out.put("rule", daily.rule());
        out.put("seed", Seeds.json(Daily.seedOf(daily.variant(), daily.date(), daily.rule())));
        List<Map<String, Object>> puzzles = new ArrayList<>();
        for (Daily.Challenge c : daily.challenges()) {
            Map<String, Object> p = new LinkedHashMap<>();
            if (c instanceof Daily.Numbers n) {
                p.put("kind", "numbers");
                p.put("tiles", n.problem().tiles());
                p.put("target", n.problem().target());
                if (n.difficulty() > 0) {
                    p.put("difficulty", n.difficulty());
                }
            } else if (c instanceof Daily.Letters l) {
                LettersRound round = daily.variant().letters().orElseThrow();
                p.put("kind", "letters");
                p.put("letters", l.rack());
                p.put("lang", round.language().code());
                p.put("piles", round.piles().source());
                p.put("pilesShowsOwn", round.piles().showsOwn());
            } else {
                Conundrum.Puzzle puzzle = ((Daily.Anagram) c).puzzle();
                p.put("kind", "conundrum");
                p.put("scramble", puzzle.scramble());
                p.put("lang", daily.variant().letters().orElseThrow().language().code());
                if (withAnswers) {
                    p.put("answer", puzzle.answer());
                }
            }
            puzzles.add(p);
        }
        out.put("puzzles", puzzles);
        return out;
    }

    /** A phrase in the locale's language, or null. */
    private static String text(chiffreslettres.jeu.Phrase phrase, Locale locale) {
        return phrase == null ? null : phrase.in(locale);
    }

    /**
     * Words marked by commonness, for a reveal: each word, its length, its class ({@code commonness}), how
     * many words of the list are at least as common ({@code commonest}, null for a list without
     * frequencies) and whether it is a word people know ({@code common}, {@link CommonWords#band}); at
     * most five, the commonest first ({@link WordMatch#longestThenCommonest}).
     */
    public static List<Map<String, Object>> words(Dictionary list, Language language, List<WordMatch> matches) {
        int band = CommonWords.band(list, language);
        return matches.stream().sorted(WordMatch.longestThenCommonest()).limit(5).map(m -> map("word", m.word(), "length", m.length(), "commonness",
                m.commonness(), "commonest", list.hasCommonness() ? list.commonestCount(m.commonness()) : null,
                "common", list.hasCommonness() && m.commonness() >= band)).toList();
    }

    /** A conundrum and its answer, as {@code conundrum --json} and {@code GET /api/conundrum} give it. */
    public static Map<String, Object> of(Conundrum.Puzzle puzzle) {
        return map("scramble", puzzle.scramble(), "answer", puzzle.answer());
    }

    private static Map<String, Object> map(Object... keysAndValues) {
        Map<String, Object> out = new LinkedHashMap<>();
        for (int i = 0; i < keysAndValues.length; i += 2) {
            out.put((String) keysAndValues[i], keysAndValues[i + 1]);
        }
        return out;
    }
}
