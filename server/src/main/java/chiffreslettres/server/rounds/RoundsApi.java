package chiffreslettres.server.rounds;

import chiffreslettres.chiffres.Problem;
import chiffreslettres.jeu.Census;
import chiffreslettres.jeu.Draws;
import chiffreslettres.jeu.LettersRound;
import chiffreslettres.jeu.NumbersRound;
import chiffreslettres.jeu.Referee;
import chiffreslettres.jeu.Variant;
import chiffreslettres.jeu.Verdict;
import chiffreslettres.jeu.WordVerdict;
import chiffreslettres.lettres.Dictionaries;
import chiffreslettres.server.http.ApiException;
import chiffreslettres.server.http.JsonShapes;
import chiffreslettres.server.http.MessageLanguage;
import chiffreslettres.server.http.Names;
import chiffreslettres.server.http.RequestFields;
import chiffreslettres.server.http.SearchGate;
import chiffreslettres.server.http.Seeds;
import chiffreslettres.server.json.NumbersRules;
import io.javalin.Javalin;
import io.javalin.http.Context;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The referee and the shows' rounds: checking a typed numbers answer or a word, drawing a numbers or
 * letters round, and a variant's census (computed once per variant, then served from memory).
 */
public final class RoundsApi {

    private final SearchGate gate;
    private final Map<Variant, Map<String, Object>> censuses = new ConcurrentHashMap<>();

    public RoundsApi(SearchGate gate) {
        this.gate = gate;
    }

    public void register(Javalin app) {
        app.post("/api/referee/numbers", this::checkNumbers);
        app.post("/api/referee/word", this::checkWord);
        app.get("/api/draws/numbers", this::drawNumbers);
        app.get("/api/draws/letters", this::drawLetters);
        app.get("/api/census", this::census);
        app.get("/api/variants", ctx -> ctx.json(variants()));
    }

    /** Each show's rounds as a page needs them: tiles, large-tile choice, letters, clocks. */
    private static List<Map<String, Object>> variants() {
        List<Map<String, Object>> out = new ArrayList<>();
        for (Map.Entry<String, Variant> named : new TreeMap<>(Names.VARIANTS).entrySet()) {
            Variant variant = named.getValue();
            NumbersRound numbers = variant.numbers();
            Map<String, Object> v = new LinkedHashMap<>();
            v.put("key", named.getKey());
            v.put("name", variant.name());
            v.put("tileCount", numbers.tileCount());
            v.put("minLarge", numbers.minLarge());
            v.put("maxLarge", numbers.maxLarge());
            v.put("minTarget", numbers.minTarget());
            v.put("maxTarget", numbers.maxTarget());
            v.put("numbersSeconds", numbers.time().map(Duration::toSeconds).orElse(null));
            variant.letters().ifPresent(letters -> {
                v.put("letterCount", letters.letterCount());
                v.put("lettersDrawable", letters.piles().drawable());
                v.put("pilesShowsOwn", letters.piles().showsOwn());
                v.put("pilesSource", letters.piles().source());
                v.put("minWordLength", letters.minWordLength());
                v.put("minVowels", letters.minVowels());
                v.put("minConsonants", letters.minConsonants());
                v.put("lettersSeconds", letters.time().map(Duration::toSeconds).orElse(null));
                v.put("lang", letters.language().code());
            });
            out.add(v);
        }
        return out;
    }

    private static Variant variant(RequestFields in) {
        return in.optionalName("variant", Variant.COUNTDOWN, Names.VARIANTS::get, Names.VARIANT_NAMES);
    }

    private void checkNumbers(Context ctx) {
        RequestFields in = RequestFields.ofBody(ctx);
        long target = in.requiredLong("target");
        List<Long> tiles = in.requiredLongs("tiles");
        String answer = in.requiredString("answer");
        Variant variant = variant(in);
        Verdict verdict = Referee.check(new Problem(target, tiles, NumbersRules.of(in, variant)), answer);
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("variant", variant.name());
        if (verdict instanceof Verdict.Accepted accepted) {
            out.put("accepted", true);
            out.put("expression", accepted.expression().toInfix());
            out.put("value", accepted.value());
            out.put("distance", accepted.distance());
            out.put("score", variant.numbers().score(accepted.distance()));
        } else {
            Verdict.Rejected rejected = (Verdict.Rejected) verdict;
            out.put("accepted", false);
            out.put("reason", rejected.reason().name());
            out.put("message", rejected.message(MessageLanguage.of(ctx, in, "lang")));
            out.put("step", rejected.step());
            out.put("position", rejected.position());
            out.put("score", 0);
        }
        ctx.json(out);
    }

    private void checkWord(Context ctx) {
        RequestFields in = RequestFields.ofBody(ctx);
        Variant variant = variant(in);
        LettersRound round = letters(variant);
        String rack = in.requiredString("rack");
        String word = in.requiredString("word");
        WordVerdict verdict = Referee.checkWord(round, Dictionaries.get(round.language(), round.rules()), rack, word);
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("variant", variant.name());
        out.put("word", verdict.word());
        out.put("accepted", verdict.accepted());
        out.put("message", verdict.message(MessageLanguage.of(ctx, in, "lang")));
        out.put("blanks", verdict.blanks());
        out.put("score", verdict.score());
        ctx.json(out);
    }

    private static LettersRound letters(Variant variant) {
        return variant.letters().orElseThrow(() -> ApiException.badRequest("variant",
                variant.name() + " has no letters round; use countdown, dcdl or cifras"));
    }

    /** A seed from the request, or a new one, returned so that the draw can be repeated. */
    private static long seed(RequestFields in) {
        return in.optionalSeed("seed");
    }

    private void drawNumbers(Context ctx) {
        RequestFields in = RequestFields.ofQuery(ctx);
        Variant variant = variant(in);
        NumbersRound round = variant.numbers();
        int large = in.optionalInt("large", round.minLarge());
        int difficulty = in.optionalInt("difficulty", 0);
        boolean solvable = in.optionalBoolean("solvable", false);
        long seed = seed(in);
        SplittableRandom random = new SplittableRandom(seed);
        Problem game = gate.run(() -> difficulty != 0 ? Draws.numbersOfDifficulty(round, large, difficulty, random)
                : solvable ? Draws.solvableNumbers(round, large, random) : Draws.numbers(round, large, random));
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("variant", variant.name());
        out.put("seed", Seeds.json(seed));
        out.put("target", game.target());
        out.put("tiles", game.tiles());
        out.put("seconds", round.time().map(Duration::toSeconds).orElse(null));
        ctx.json(out);
    }

    private void drawLetters(Context ctx) {
        RequestFields in = RequestFields.ofQuery(ctx);
        Variant variant = variant(in);
        LettersRound round = letters(variant);
        String choices = in.requiredString("choices");
        List<Draws.Pile> piles = new ArrayList<>();
        for (char c : choices.toCharArray()) {
            if (c == 'v' || c == 'V') {
                piles.add(Draws.Pile.VOWEL);
            } else if (c == 'c' || c == 'C') {
                piles.add(Draws.Pile.CONSONANT);
            } else {
                throw ApiException.badRequest("choices", "'choices' is one letter a pick: v for a vowel, c for a "
                        + "consonant, got '" + c + "'");
            }
        }
        long seed = seed(in);
        String letters = Draws.letters(round, piles, new SplittableRandom(seed));
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("variant", variant.name());
        out.put("seed", Seeds.json(seed));
        out.put("letters", letters);
        out.put("seconds", round.time().map(Duration::toSeconds).orElse(null));
        ctx.json(out);
    }

    private void census(Context ctx) {
        Variant variant = variant(RequestFields.ofQuery(ctx));
        ctx.json(censuses.computeIfAbsent(variant,
                v -> gate.run(() -> JsonShapes.of(v, Census.of(v.numbers()).run()))));
    }
}
