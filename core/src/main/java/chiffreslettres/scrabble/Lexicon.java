package chiffreslettres.scrabble;

import chiffreslettres.automaton.Automaton;
import chiffreslettres.automaton.AutomatonBuilder;
import chiffreslettres.lettres.Commonness;
import chiffreslettres.lettres.Dictionary;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The words of a word list that a tile set can spell, as the minimal automaton over tiles that the searches
 * and the move generator walk. Words of one tile and words some letter of which has no tile (Spanish k and
 * w) are left out; words that fold to the same tiles are one ({@code été} and {@code ete}).
 *
 * <p>It answers three questions of a rack: its words ranked by score ({@link #words}), the words that fit a
 * pattern of board letters ({@link #matching}), every legal move on a board, best first ({@link #moves}). A
 * rack is 1 to 7 tiles written as {@link TileSet} reads them: faces, any case, accents folded, digraph tiles
 * in square brackets, {@code ?} or {@code *} for a blank; never more of a tile than the bag holds. The
 * first move search of a lexicon not read from a file builds what the searches walk, its prefixes reversed
 * (about a third of a second and 8 MB for a 258,000-word list), kept for the next ones; its first search
 * of the empty board (the best move or every move) builds its words of up to seven tiles by their tiles
 * (about a tenth of a second and 7 MB for that list), in which the searches there look up the rack's words.
 * Immutable and thread-safe.
 */
public final class Lexicon {

    /** The most tiles a word of a lexicon may have (its automaton's paths are walked to that depth). */
    static final int MAX_WORD_TILES = Automaton.MAX_HEIGHT;

    /** Best score first, then longest, then in the order of the faces. */
    private static final Comparator<ScoredWord> BEST_WORD_FIRST = Comparator.comparingInt(ScoredWord::score).reversed()
            .thenComparing(Comparator.comparingInt((ScoredWord w) -> w.word().length()).reversed())
            .thenComparing(ScoredWord::word);
    /** Best score first, then by word, row, column and direction. */
    static final Comparator<Move> BEST_MOVE_FIRST = (a, b) -> {
        int c = Integer.compare(b.score(), a.score());
        if (c == 0) {
            c = Move.compareWords(a, b);
        }
        if (c == 0) {
            c = Integer.compare(a.row(), b.row());
        }
        if (c == 0) {
            c = Integer.compare(a.column(), b.column());
        }
        return c != 0 ? c : a.direction().compareTo(b.direction());
    };

    private final String name;
    private final TileSet tiles;
    final Automaton automaton;
    /** The dictionary it was made from, for its words' commonness; null when made from bare words. */
    private final Dictionary source;
    /** Its reversed prefixes ({@link ReversedPrefixes}): read with it from a file, else made on first need. */
    private volatile Automaton reversed;
    /** The automata the move generator walks: its words and its reversed prefixes, laid out on the first search. */
    private volatile CompactAutomaton forward;
    private volatile CompactAutomaton backward;
    /** Its words of two to seven tiles by their tiles, for the searches of the empty board: made on first need. */
    private volatile RackAnagrams anagrams;
    private volatile WordMap wordMap;

    private Lexicon(String name, TileSet tiles, Automaton automaton, Dictionary source) {
        this.name = name;
        this.tiles = tiles;
        this.automaton = automaton;
        this.source = source;
    }

    /**
     * The lexicon of a dictionary's words (the project's lists or a user's own, {@link Dictionary#read}).
     *
     * @throws NullPointerException if an argument is null
     * @throws IllegalArgumentException if the dictionary's alphabet is not the tile set's
     */
    public static Lexicon of(Dictionary dictionary, TileSet tiles) {
        Objects.requireNonNull(dictionary, "dictionary");
        Objects.requireNonNull(tiles, "tiles");
        if (!dictionary.alphabet().equals(tiles.alphabet())) {
            throw new IllegalArgumentException("dictionary: " + dictionary.name() + " is of the " + dictionary.alphabet()
                    + ", " + tiles.name() + " spells the " + tiles.alphabet());
        }
        Lexicon words = of(dictionary.name(), tiles, dictionary.words());
        return new Lexicon(words.name, tiles, words.automaton, dictionary);
    }

    /**
     * The lexicon of the given words.
     *
     * @param name  a name for messages
     * @param tiles the tile set that spells them
     * @param words the words, any case and accents, each of at most 127 tiles; those the
     *              tiles cannot spell, and those of one tile, are left out
     * @throws NullPointerException if an argument or a word is null
     * @throws IllegalArgumentException if a word is more than 127 tiles long
     */
    public static Lexicon of(String name, TileSet tiles, Iterable<String> words) {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(tiles, "tiles");
        List<String> spelled = new ArrayList<>();
        int number = 0;
        for (String word : words) {
            number++;
            int[] t = tiles.spell(Objects.requireNonNull(word, "word"));
            if (t != null && t.length > MAX_WORD_TILES) {
                throw new IllegalArgumentException("word " + number + " of " + name + " (\"" + word.substring(0, 20)
                        + "...\") is " + t.length + " tiles long; a lexicon's words are at most " + MAX_WORD_TILES);
            }
            if (t != null && t.length >= 2) {
                char[] labels = new char[t.length];
                for (int i = 0; i < t.length; i++) {
                    labels[i] = (char) t[i];
                }
                spelled.add(new String(labels));
            }
        }
        spelled.sort(null);
        List<String> distinct = new ArrayList<>(spelled.size());
        for (String s : spelled) {
            if (distinct.isEmpty() || !distinct.get(distinct.size() - 1).equals(s)) {
                distinct.add(s);
            }
        }
        return new Lexicon(name, tiles, AutomatonBuilder.of(distinct, true), null);
    }

    /** A lexicon of an automaton read back with that of its reversed prefixes ({@link LexiconFormat}). */
    static Lexicon of(String name, TileSet tiles, Automaton automaton, Automaton reversed) {
        Lexicon lexicon = new Lexicon(name, tiles, automaton, null);
        lexicon.reversed = reversed;
        return lexicon;
    }

    /**
     * Writes this lexicon in a compact binary form that {@link #read} restores: a list built once from its
     * words then loads in a fraction of the time, with what its move searches walk (so its first search does
     * not make it). The commonness of a shipped list is not written. The stream is not closed.
     *
     * @throws IOException if the stream cannot be written
     * @throws NullPointerException if {@code out} is null
     */
    public void write(OutputStream out) throws IOException {
        LexiconFormat.write(this, Objects.requireNonNull(out, "out"));
    }

    /**
     * Reads a lexicon {@link #write} wrote, for the tile set it was made for. The stream is read to its end
     * and not closed.
     *
     * @throws IllegalArgumentException if the data is not a lexicon of this version, was written for other
     *     tiles, or is damaged (its checksum or its structure)
     * @throws IOException if the stream cannot be read or ends early
     * @throws NullPointerException if an argument is null
     */
    public static Lexicon read(TileSet tiles, InputStream in) throws IOException {
        return LexiconFormat.read(Objects.requireNonNull(tiles, "tiles"), Objects.requireNonNull(in, "in"));
    }

    /**
     * Whether its words carry a {@link Commonness}: when it was made from a {@link Dictionary} that has
     * them ({@link #of(Dictionary, TileSet)} on a shipped list).
     */
    public boolean hasCommonness() {
        return source != null && source.hasCommonness();
    }

    /**
     * How common a word is ({@link Dictionary#commonness}): a move's word ({@code "QuIZ"}) is read in any
     * case; {@value Commonness#UNKNOWN} when the lexicon has no commonness or the word is not in it.
     *
     * @throws NullPointerException if {@code word} is null
     */
    public int commonness(String word) {
        Objects.requireNonNull(word, "word");
        if (!hasCommonness()) {
            return Commonness.UNKNOWN;
        }
        String folded = source.alphabet().fold(word);
        return folded == null ? Commonness.UNKNOWN : source.commonness(folded);
    }

    /**
     * The band of its {@code count} commonest words, as {@link Dictionary#commonnessOfCommonest} gives it.
     *
     * @throws IllegalArgumentException if {@code count} is below 1 or leaves no word
     * @throws IllegalStateException if the lexicon has no commonness
     */
    public int commonnessOfCommonest(int count) {
        if (!hasCommonness()) {
            throw new IllegalStateException(name + " has no word frequencies");
        }
        return source.commonnessOfCommonest(count);
    }

    /** The name of its word list. */
    public String name() {
        return name;
    }

    /** The tile set that spells its words. */
    public TileSet tiles() {
        return tiles;
    }

    /** The number of words. */
    public int size() {
        return automaton.size();
    }

    /** Whether the word (any case, accents folded, digraphs read as {@link TileSet#spell} does) is a word of it. */
    public boolean contains(String word) {
        int[] t = tiles.spell(Objects.requireNonNull(word, "word"));
        return t != null && contains(t, 0, t.length);
    }

    /**
     * Every word of two tiles or more the rack alone makes, best score first, then longest, then in the order
     * of the faces; a word is listed once for each way of using the blanks that shows differently.
     *
     * @throws IllegalArgumentException if the rack is not a rack of this lexicon's tiles (see the class comment)
     */
    public List<ScoredWord> words(String rack) {
        return matching(rack, "*");
    }

    /**
     * The words that fit a pattern of board letters, the rack filling the rest: letters (and bracketed
     * digraphs) are board tiles at their places, {@code ?} one square the rack fills, {@code *} any number of
     * squares (none included) the rack fills. {@code ?A??E}: five letters, A second and E last; {@code *QU*}:
     * words containing QU; {@code RE*}: starting with RE; {@code *ING}: ending with ING; {@code ?CARE} and
     * {@code CARE?}: the hooks of CARE. Ranked as {@link #words}; board letters score their face value,
     * without premiums; the rack fills at least one square.
     *
     * @throws IllegalArgumentException if the rack is not a rack of this lexicon's tiles, or the pattern is
     *     empty, has no {@code ?} or {@code *}, more than 15 fixed and {@code ?} squares, or a character that
     *     is no tile
     */
    public List<ScoredWord> matching(String rack, String pattern) {
        Objects.requireNonNull(rack, "rack");
        Objects.requireNonNull(pattern, "pattern");
        RackTiles r = RackTiles.parse(tiles, rack);
        List<ScoredWord> found = new ArrayList<>(
                new PatternSearch(this, PatternSearch.parse(tiles, pattern), r.counts(), r.blanks()).run());
        found.sort(BEST_WORD_FIRST);
        return List.copyOf(found);
    }

    /**
     * Every legal move of the rack on the board, best score first (then by word, row, column and direction):
     * tiles placed in one line, with no gap but the board's tiles, touching the board's tiles or, on an empty
     * board, covering the centre; every word made, of two tiles or more, in this lexicon; scored by the rules
     * (premiums under the tiles placed only, every cross word counted, {@link TileSet#BINGO_BONUS} for seven
     * tiles placed).
     *
     * @throws IllegalArgumentException if the rack is not a rack of this lexicon's tiles or the board is of
     *     another tile set
     */
    public List<Move> moves(Board board, String rack) {
        if (board != null && board.isEmpty()) {
            return OpeningSearch.every(tiles, anagrams(), checked(board, rack));
        }
        BestFirstMoves<Move> moves = new BestFirstMoves<>();
        search(board, rack, MoveSink.every((found, end, score, placed) -> {
            Move move = found.move(end, score, placed);
            moves.add(move, move);
        }));
        return moves.sorted();
    }

    /**
     * The best-scoring move of the rack on the board (the first of {@link #moves}), or empty when there is
     * none. It does not list every move: a part of a move that cannot reach the best score found so far is
     * left.
     *
     * @throws IllegalArgumentException as {@link #moves}
     */
    public Optional<Move> best(Board board, String rack) {
        if (board != null && board.isEmpty()) {
            return best(board, rack, Leaves.none(tiles)).map(RatedMove::move);
        }
        RackTiles r = checked(board, rack);
        WordMap map = spanSearched(r);
        if (map != null) {
            return Optional.ofNullable(SpanSearch.best(this, map, board, r, Leaves.none(tiles))).map(RatedMove::move);
        }
        BestMove best = new BestMove();
        new MoveGenerator(this, board, r.counts(), r.blanks(), best).run();
        return Optional.ofNullable(best.move());
    }

    /**
     * The move that places these tiles, checked and scored by the rules: one row or one column, no gap but
     * the board's tiles, free squares, the centre covered on the first move and the board's tiles touched
     * after it, every word made (two tiles or more) a word of this lexicon. The tiles' origin (a rack) is
     * the caller's to check.
     *
     * @throws IllegalArgumentException naming the square (column letter and row number, {@code H8}) and the
     *     rule broken, or the word that is not in the lexicon
     */
    public Move play(Board board, List<Placement> placements) {
        Objects.requireNonNull(board, "board");
        Objects.requireNonNull(placements, "placements");
        checkBoard(board);
        return PlacementCheck.check(this, board, List.copyOf(placements));
    }

    /**
     * The move that places these tiles as a player put them down, its words not looked up: a phony, as a
     * game record keeps it until it is challenged off. Every other rule of {@link #play} is checked.
     *
     * @throws IllegalArgumentException naming the square and the rule broken
     */
    public Move playAsWritten(Board board, List<Placement> placements) {
        Objects.requireNonNull(board, "board");
        Objects.requireNonNull(placements, "placements");
        checkBoard(board);
        return PlacementCheck.check(this, board, List.copyOf(placements), false);
    }

    /**
     * The move of highest equity (its score plus the value of the tiles it keeps, {@link Leaves}), ties
     * broken as {@link #moves} orders moves; empty when there is no move. Like {@link #best(Board, String)},
     * it leaves every part of a move that cannot reach the best equity found so far. On a board with tiles,
     * both look the words of a rack with a blank up in a table of the lexicon's words by their tiles, made on
     * the first such call and kept (for a list of 173,528 words about 0.3 s and 43 MB; a list of more than
     * 300,000 words has none, and is walked).
     *
     * @throws IllegalArgumentException as {@link #moves}, or if the leaves are of another tile set
     */
    public Optional<RatedMove> best(Board board, String rack, Leaves leaves) {
        Objects.requireNonNull(leaves, "leaves");
        if (leaves.tiles() != tiles) {
            throw new IllegalArgumentException("leaves: of " + leaves.tiles().name() + ", the lexicon's tiles are "
                    + tiles.name());
        }
        if (board != null && board.isEmpty()) {
            RackTiles r = checked(board, rack);
            return Optional.ofNullable(OpeningSearch.best(tiles, anagrams(), r, leaves));
        }
        RackTiles r = checked(board, rack);
        WordMap map = spanSearched(r);
        if (map != null) {
            return Optional.ofNullable(SpanSearch.best(this, map, board, r, leaves));
        }
        BestByEquity best = new BestByEquity(leaves);
        new MoveGenerator(this, board, r.counts(), r.blanks(), best).run();
        return Optional.ofNullable(best.move());
    }

    /**
     * Every legal move with its equity, highest equity first (ties as {@link #moves} orders moves).
     *
     * @throws IllegalArgumentException as {@link #best(Board, String, Leaves)}
     */
    public List<RatedMove> rated(Board board, String rack, Leaves leaves) {
        Objects.requireNonNull(leaves, "leaves");
        List<RatedMove> rated = new ArrayList<>();
        search(board, rack, MoveSink.every((found, end, score, placed) -> {
            double leave = leaves.value(found.leaveCounts(), found.leaveBlanks());
            rated.add(new RatedMove(found.move(end, score, placed), leave, score + leave));
        }));
        rated.sort((a, b) -> {
            int c = Double.compare(b.equity(), a.equity());
            return c != 0 ? c : BEST_MOVE_FIRST.compare(a.move(), b.move());
        });
        return rated;
    }

    /** Its words' automaton laid out for the move generator, made once on first use. */
    CompactAutomaton forward() {
        prepareWalks();
        return forward;
    }

    /** The automaton of its reversed prefixes ({@link ReversedPrefixes}) laid out for the move generator. */
    CompactAutomaton backward() {
        prepareWalks();
        return backward;
    }

    /** The automaton of its reversed prefixes, made once on first need unless it was read with it. */
    Automaton reversedPrefixes() {
        Automaton made = reversed;
        if (made == null) {
            synchronized (this) {
                made = reversed;
                if (made == null) {
                    made = ReversedPrefixes.of(automaton);
                    reversed = made;
                }
            }
        }
        return made;
    }

    private void prepareWalks() {
        if (backward == null) {
            Automaton back = reversedPrefixes();
            synchronized (this) {
                if (backward == null) {
                    forward = CompactAutomaton.of(automaton);
                    backward = CompactAutomaton.of(back, false);
                }
            }
        }
    }

    /**
     * Its words by their tiles ({@link WordMap}), made once on first use; null when its tile set has too many
     * tiles for one or it has more than {@link WordMap#MAX_WORDS} words.
     */
    WordMap wordMap() {
        WordMap made = wordMap;
        if (made == null && tiles.size() <= WordMap.MAX_TILES && size() <= WordMap.MAX_WORDS) {
            CompactAutomaton words = forward();
            synchronized (this) {
                made = wordMap;
                if (made == null) {
                    made = WordMap.of(words, tiles.size());
                    wordMap = made;
                }
            }
        }
        return made;
    }

    /**
     * The word map the best move of this rack on a board with tiles is searched with ({@link SpanSearch}), or
     * null when it is searched by the walk: a rack without a blank, whose walk bounds a move within its word
     * and is as fast or faster, or a list without a word map (one too large for it).
     */
    private WordMap spanSearched(RackTiles rack) {
        return rack.blanks() > 0 ? wordMap() : null;
    }

    /** Its words of two to seven tiles by their tiles ({@link RackAnagrams}), made once on first use. */
    RackAnagrams anagrams() {
        RackAnagrams made = anagrams;
        if (made == null) {
            CompactAutomaton words = forward();
            synchronized (this) {
                made = anagrams;
                if (made == null) {
                    made = RackAnagrams.of(words);
                    anagrams = made;
                }
            }
        }
        return made;
    }

    /** Checks the arguments and runs a move search. */
    private void search(Board board, String rack, MoveSink sink) {
        RackTiles r = checked(board, rack);
        new MoveGenerator(this, board, r.counts(), r.blanks(), sink).run();
    }

    /** The rack read, once the board and rack are checked. */
    private RackTiles checked(Board board, String rack) {
        Objects.requireNonNull(board, "board");
        Objects.requireNonNull(rack, "rack");
        checkBoard(board);
        return RackTiles.parse(tiles, rack);
    }

    /** Whether tiles {@code from} to {@code to - 1} of {@code word} spell a word of it. */
    boolean contains(int[] word, int from, int to) {
        int state = 0;
        for (int i = from; i < to && state >= 0; i++) {
            int arc = automaton.arc(state, (char) word[i]);
            state = arc < 0 ? -1 : automaton.target[arc];
        }
        return state >= 0 && to - from >= 2 && automaton.isFinal(state);
    }

    @Override
    public String toString() {
        return name + " in " + tiles.name() + " tiles (" + size() + " words)";
    }

    /** Refuses a board of other tiles than this lexicon's. */
    void checkBoard(Board board) {
        if (board.tiles() != tiles) {
            throw new IllegalArgumentException("board: its tiles are of " + board.tiles().name() + ", the lexicon's of "
                    + tiles.name());
        }
    }
}
