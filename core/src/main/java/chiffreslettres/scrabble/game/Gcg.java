package chiffreslettres.scrabble.game;

import chiffreslettres.scrabble.Board;
import chiffreslettres.scrabble.Direction;
import chiffreslettres.scrabble.Move;
import chiffreslettres.scrabble.Placement;
import chiffreslettres.scrabble.TileSet;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.OptionalLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Game records in the GCG format of Quackle, Macondo and Woogles.io: {@code #player1 nick Name} lines,
 * then a line a turn, {@code >nick: RACK POSITION WORD +score total}. A position is the row number then
 * the column letter for a word across ({@code 8H}), the column letter first for a word down ({@code H8});
 * in a word, {@code .} is a tile already on the board (read in parentheses too), lower case a blank. An
 * exchange is {@code >nick: RACK -TILES +0 total}, a pass {@code >nick: RACK - +0 total}, an end-of-game
 * adjustment {@code >nick: (TILES) +points total} or {@code -points}. Digraph tiles are written in square
 * brackets ({@code [CH]}). A game the library writes carries {@code #id chiffres-lettres SEED}, so that
 * reading it back gives the same game ({@link #game}). Thread-safe (no state).
 */
public final class Gcg {

    private static final Pattern PLAYER = Pattern.compile("#player(\\d+)\\s+(\\S+)(?:\\s+(.*))?");
    private static final Pattern ID = Pattern.compile("#id\\s+chiffres-lettres\\s+(-?\\d+)\\s*");
    private static final Pattern TURN = Pattern.compile(
            ">([^:]+):\\s*(\\S*)\\s+(?:(\\S+)\\s+(\\S+)|-(\\S*)|\\((\\S*)\\))\\s+([+-]\\d+)\\s+(-?\\d+)\\s*");
    /** Most points a score or total of a record may count: far above any game's, far below an int's range. */
    private static final int MAX_POINTS = 1_000_000;

    private Gcg() {
    }

    /** The game as GCG text, its seed in an {@code #id} line. */
    public static String write(ScrabbleGame game) {
        Objects.requireNonNull(game, "game");
        StringBuilder out = new StringBuilder("#character-encoding UTF-8\n");
        out.append("#id chiffres-lettres ").append(game.seed()).append('\n');
        out.append("#lexicon ").append(game.lexicon().name()).append('\n');
        List<String> players = game.players();
        for (int p = 0; p < players.size(); p++) {
            out.append("#player").append(p + 1).append(' ').append(nick(players.get(p))).append(' ').append(players.get(p))
                    .append('\n');
        }
        for (Turn t : game.turns()) {
            out.append('>').append(nick(players.get(t.player()))).append(": ").append(t.rack()).append(' ');
            if (t.action() instanceof Action.Play play) {
                Move m = play.move();
                out.append(m.coordinates()).append(' ').append(throughDots(m));
            } else if (t.action() instanceof Action.Exchange exchange) {
                out.append('-').append(exchange.tiles());
            } else {
                out.append('-');
            }
            out.append(" +").append(t.score()).append(' ').append(t.total()).append('\n');
        }
        int[] totals = new int[players.size()];
        for (Turn t : game.turns()) {
            totals[t.player()] = t.total();
        }
        for (Adjustment a : game.adjustments()) {
            totals[a.player()] += a.points();
            out.append('>').append(nick(players.get(a.player()))).append(": (").append(a.tiles()).append(") ")
                    .append(a.points() >= 0 ? "+" : "").append(a.points()).append(' ').append(totals[a.player()]).append('\n');
        }
        return out.toString();
    }

    /** A name as a nickname: its spaces and colons made underscores. */
    private static String nick(String name) {
        return name.strip().replaceAll("[\\s:]+", "_");
    }

    /** The move's word with each tile already on the board as {@code .}. */
    private static String throughDots(Move m) {
        TileSet tiles = m.tiles();
        List<Placement> placed = m.placements();
        StringBuilder out = new StringBuilder();
        int dr = m.direction() == Direction.DOWN ? 1 : 0;
        int dc = m.direction() == Direction.ACROSS ? 1 : 0;
        int next = 0;
        List<Integer> faces = tiles.readTiles(bracketed(m.word(), tiles));
        for (int i = 0; i < faces.size(); i++) {
            int r = m.row() + i * dr;
            int c = m.column() + i * dc;
            if (next < placed.size() && placed.get(next).row() == r && placed.get(next).column() == c) {
                Placement p = placed.get(next++);
                String face = tiles.shown(p.tile(), p.blank());
                out.append(face.length() > 1 ? "[" + face + "]" : face);
            } else {
                out.append('.');
            }
        }
        return out.toString();
    }

    /** A word as {@link Move#word} shows it, with its digraph tiles bracketed so that it reads tile by tile. */
    private static String bracketed(String word, TileSet tiles) {
        int[] spelled = tiles.spell(word);
        StringBuilder out = new StringBuilder();
        for (int t : spelled) {
            String face = tiles.face(t);
            out.append(face.length() > 1 ? "[" + face + "]" : face);
        }
        return out.toString();
    }

    /**
     * Reads GCG text: the players, the library's seed if any, and the lines of play (any line ends; a leading
     * byte order mark ignored).
     *
     * @throws IllegalArgumentException naming the line when a turn line cannot be read or names no player
     */
    public static GcgRecord read(String text) {
        Objects.requireNonNull(text, "text");
        List<String> nicks = new ArrayList<>();
        List<String> names = new ArrayList<>();
        OptionalLong seed = OptionalLong.empty();
        List<GcgRecord.Line> lines = new ArrayList<>();
        // A byte order mark some editors write first is no part of the first line.
        String[] rows = (text.startsWith("\uFEFF") ? text.substring(1) : text).split("\\R");
        for (int i = 0; i < rows.length; i++) {
            String row = rows[i].strip();
            Matcher m;
            if ((m = PLAYER.matcher(row)).matches()) {
                nicks.add(m.group(2));
                names.add(m.group(3) == null || m.group(3).isBlank() ? m.group(2) : m.group(3).strip());
            } else if ((m = ID.matcher(row)).matches()) {
                seed = OptionalLong.of(seed(m.group(1), i + 1));
            } else if (row.startsWith(">")) {
                lines.add(turn(i + 1, row, nicks));
            }
        }
        return new GcgRecord(List.copyOf(names), seed, List.copyOf(lines));
    }

    private static GcgRecord.Line turn(int number, String row, List<String> nicks) {
        Matcher m = TURN.matcher(row);
        if (!m.matches()) {
            throw new IllegalArgumentException("GCG line " + number + ": not a turn (>nick: RACK POSITION WORD +score total): "
                    + row);
        }
        int player = nicks.indexOf(m.group(1).strip());
        if (player < 0) {
            throw new IllegalArgumentException("GCG line " + number + ": no #player line names " + m.group(1).strip());
        }
        int score = points(m.group(7), number, "the score");
        int total = points(m.group(8), number, "the total");
        String rack = m.group(2);
        if (m.group(3) != null) {
            return new GcgRecord.Line(number, player, rack, GcgRecord.Kind.PLAY, m.group(3), m.group(4), score, total);
        }
        if (m.group(5) != null) {
            if (m.group(5).equals("-")) {
                return new GcgRecord.Line(number, player, rack, GcgRecord.Kind.WITHDRAWN, "", "", score, total);
            }
            return new GcgRecord.Line(number, player, rack, m.group(5).isEmpty() ? GcgRecord.Kind.PASS
                    : GcgRecord.Kind.EXCHANGE, "", m.group(5), score, total);
        }
        String tiles = m.group(6);
        if (tiles.equalsIgnoreCase("challenge")) {
            return new GcgRecord.Line(number, player, rack, GcgRecord.Kind.CHALLENGE_BONUS, "", "", score, total);
        }
        if (tiles.equalsIgnoreCase("time")) {
            return new GcgRecord.Line(number, player, rack, GcgRecord.Kind.TIME_PENALTY, "", "", score, total);
        }
        if (rack.startsWith("(")) {
            // ">nick: (TILES) +n total": the rack field was the adjustment's tiles.
            tiles = rack.substring(1, rack.length() - 1);
            rack = "";
        }
        return new GcgRecord.Line(number, player, rack, GcgRecord.Kind.END, "", tiles, score, total);
    }

    /**
     * A score or a total of a record, {@code what} in messages.
     *
     * @throws IllegalArgumentException naming the line when it is more than {@link #MAX_POINTS} either way
     */
    private static int points(String digits, int line, String what) {
        // At most seven digits and a sign: a million fits, and the parse cannot overflow.
        if (digits.length() <= 8) {
            int value = Integer.parseInt(digits);
            if (Math.abs(value) <= MAX_POINTS) {
                return value;
            }
        }
        throw new IllegalArgumentException("GCG line " + line + ": " + what + " " + digits + " is out of range (at most "
                + MAX_POINTS + " points)");
    }

    /**
     * The library's seed of an {@code #id} line.
     *
     * @throws IllegalArgumentException naming the line when it is beyond a {@code long}
     */
    private static long seed(String digits, int line) {
        try {
            return Long.parseLong(digits);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("GCG line " + line + ": the #id seed " + digits + " is out of range");
        }
    }

    /**
     * The placements a play line puts on a board: each letter of its word on its square, except where the
     * word shows a tile already there ({@code .}, or letters in parentheses).
     *
     * @throws IllegalArgumentException naming the line when the position or the word cannot be read
     */
    public static List<Placement> placements(TileSet tiles, Board board, GcgRecord.Line line) {
        String position = line.position();
        Matcher across = Pattern.compile("(\\d+)([A-Oa-o])").matcher(position);
        Matcher down = Pattern.compile("([A-Oa-o])(\\d+)").matcher(position);
        int row;
        int column;
        boolean isAcross;
        if (across.matches() && across.group(1).length() <= 2) {
            row = Integer.parseInt(across.group(1)) - 1;
            column = Character.toUpperCase(across.group(2).charAt(0)) - 'A';
            isAcross = true;
        } else if (down.matches() && down.group(2).length() <= 2) {
            row = Integer.parseInt(down.group(2)) - 1;
            column = Character.toUpperCase(down.group(1).charAt(0)) - 'A';
            isAcross = false;
        } else {
            throw new IllegalArgumentException("GCG line " + line.number() + ": no position: " + position);
        }
        List<Placement> out = new ArrayList<>();
        String word = line.word();
        int i = 0;
        int at = 0;
        boolean inside = false;
        while (i < word.length()) {
            char c = word.charAt(i);
            if (c == '(' || c == ')') {
                inside = c == '(';
                i++;
                continue;
            }
            int end = c == '[' ? word.indexOf(']', i) + 1 : i + 1;
            if (end <= i) {
                throw new IllegalArgumentException("GCG line " + line.number() + ": an unclosed [ in " + word);
            }
            String face = word.substring(i, end);
            int r = isAcross ? row : row + at;
            int col = isAcross ? column + at : column;
            if (r >= Board.SIZE || col >= Board.SIZE || row < 0 || column < 0) {
                throw new IllegalArgumentException("GCG line " + line.number() + ": " + word + " runs off the board");
            }
            if (!face.equals(".") && !inside && !board.isTaken(r, col)) {
                String bare = face.startsWith("[") ? face.substring(1, face.length() - 1) : face;
                boolean blank = !bare.equals(bare.toUpperCase(java.util.Locale.ROOT));
                List<Integer> tile = tiles.readTiles(face);
                if (tile.size() != 1 || tile.get(0) < 0) {
                    throw new IllegalArgumentException("GCG line " + line.number() + ": " + face + " is no tile of " + tiles.name());
                }
                out.add(new Placement(r, col, tile.get(0), blank));
            }
            at++;
            i = end;
        }
        return out;
    }

    /**
     * The game of a record the library wrote: its seed and players, each turn applied and checked.
     *
     * @throws IllegalArgumentException if the record has no seed, or naming the line of a turn that is not
     *     legal or whose score or total differs from the game's
     */
    public static ScrabbleGame game(chiffreslettres.scrabble.Lexicon lexicon, Rules rules, GcgRecord record) {
        if (record.seed().isEmpty()) {
            throw new IllegalArgumentException("GCG: no #id chiffres-lettres line, so the bag cannot be known");
        }
        ScrabbleGame game = ScrabbleGame.start(lexicon, rules, record.players(), record.seed().getAsLong());
        for (GcgRecord.Line line : record.lines()) {
            if (line.kind() == GcgRecord.Kind.END) {
                continue;
            }
            Action action = switch (line.kind()) {
                case PLAY -> new Action.Play(lexicon.play(game.board(), placements(lexicon.tiles(), game.board(), line)));
                case EXCHANGE -> new Action.Exchange(line.word());
                case PASS -> new Action.Pass();
                default -> throw new IllegalArgumentException("GCG line " + line.number() + ": the library's games have no "
                        + "challenge or clock penalty, this record has a " + line.kind().name().toLowerCase(java.util.Locale.ROOT)
                        + " line (replay it with GcgReplay)");
            };
            try {
                game = game.apply(action);
            } catch (RuntimeException e) {
                throw new IllegalArgumentException("GCG line " + line.number() + ": " + e.getMessage(), e);
            }
            Turn done = game.turns().get(game.turns().size() - 1);
            if (done.score() != line.score() || done.total() != line.total()) {
                throw new IllegalArgumentException("GCG line " + line.number() + ": the record says +" + line.score() + " "
                        + line.total() + ", the game +" + done.score() + " " + done.total());
            }
        }
        return game;
    }
}
