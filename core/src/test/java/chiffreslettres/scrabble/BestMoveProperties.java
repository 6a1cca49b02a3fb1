package chiffreslettres.scrabble;

import static org.assertj.core.api.Assertions.assertThat;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * The bounded best-move search against the plain answer, the first of every move listed: on random word
 * lists over letters of every value (so that premiums and the bound matter), boards of random moves, racks
 * of 1 to 7 tiles with up to two blanks.
 */
class BestMoveProperties {

    private static final TileSet EN = TileSet.english();
    private static final String LETTERS = "AEIOSTRNDLQZXJKHWY";

    private static Set<String> words(Random random, int count) {
        return words(random, count, 7);
    }

    /** Whether the bag holds the letters of {@code letters}, each as often as there. */
    private static boolean inTheBag(String letters) {
        for (char c : letters.toCharArray()) {
            String letter = String.valueOf(c).toUpperCase(java.util.Locale.ROOT);
            if (letters.chars().filter(d -> d == c).count() > EN.count(EN.tileOf(letter))) {
                return false;
            }
        }
        return true;
    }

    /**
     * Words of 2 to 5 letters and words of up to fifteen made of two or three of them, so that a word on the
     * board is often inside a longer one.
     */
    private static Set<String> compounds(Random random) {
        List<String> base = new ArrayList<>(words(random, 300 + random.nextInt(300), 5));
        Set<String> words = new HashSet<>(base);
        for (int i = 0; i < 1500; i++) {
            String word = base.get(random.nextInt(base.size())) + base.get(random.nextInt(base.size()))
                    + (random.nextBoolean() ? base.get(random.nextInt(base.size())) : "");
            if (word.length() <= Board.SIZE) {
                words.add(word);
            }
        }
        return words;
    }

    /** {@code count} words of 2 to {@code longest} letters, a letter of AEIOS every second one. */
    private static Set<String> words(Random random, int count, int longest) {
        Set<String> words = new HashSet<>();
        while (words.size() < count) {
            int length = 2 + random.nextInt(longest - 1);
            StringBuilder w = new StringBuilder();
            for (int i = 0; i < length; i++) {
                w.append(LETTERS.charAt(random.nextInt(i % 2 == 0 ? LETTERS.length() : 5)));
            }
            words.add(w.toString().toLowerCase());
        }
        return words;
    }

    private static String rack(Random random, int size, int blanks) {
        List<String> bag = new ArrayList<>();
        for (char c : LETTERS.toCharArray()) {
            for (int i = 0; i < EN.count(EN.tileOf(String.valueOf(c))); i++) {
                bag.add(String.valueOf(c));
            }
        }
        Collections.shuffle(bag, random);
        return "?".repeat(blanks) + String.join("", bag.subList(0, size - blanks));
    }

    /** A board of {@code turns} moves, each one of the 5 best of a random rack. */
    private static Board board(Random random, Lexicon lexicon, int turns) {
        Board board = Board.empty(EN);
        for (int t = 0; t < turns; t++) {
            List<Move> moves = lexicon.moves(board, rack(random, 7, random.nextInt(2)));
            if (!moves.isEmpty()) {
                board = board.play(moves.get(random.nextInt(Math.min(5, moves.size()))));
            }
        }
        return board;
    }

    /** A rack of 1 to 7 tiles with 0 to 2 blanks. */
    private static String rack(Random random) {
        int blanks = random.nextInt(3);
        return rack(random, Math.max(blanks, 1 + random.nextInt(7)), blanks);
    }

    @Test
    void theBestMoveIsTheFirstOfEveryMove() {
        AtomicInteger found = new AtomicInteger();
        qt().withExamples(300).withFixedSeed(20261124L).forAll(longs().all(), integers().between(0, 10))
                .checkAssert((seed, turns) -> {
                    Random random = new Random(seed);
                    Lexicon lexicon = Lexicon.of("random", EN, words(random, 200 + random.nextInt(800)));
                    Board board = board(random, lexicon, turns);
                    String rack = rack(random);
                    List<Move> all = lexicon.moves(board, rack);
                    Optional<Move> best = lexicon.best(board, rack);
                    assertThat(best).as("rack %s on%n%s", rack, board)
                            .isEqualTo(all.isEmpty() ? Optional.empty() : Optional.of(all.get(0)));
                    found.addAndGet(best.isPresent() ? 1 : 0);
                });
        assertThat(found.get()).as("searches that found a move").isGreaterThan(200);
    }

    /** Random values for every leave of up to 3 tiles of the letters (and blanks), in -20 to 20 points. */
    private static Leaves randomLeaves(Random random) {
        java.util.Map<String, Double> values = new java.util.HashMap<>();
        String tiles = LETTERS + "?";
        values.put("-", random.nextDouble() * 10 - 5);
        for (int i = 0; i < 150; i++) {
            StringBuilder leave = new StringBuilder();
            for (int n = 1 + random.nextInt(3); n > 0; n--) {
                leave.append(tiles.charAt(random.nextInt(tiles.length())));
            }
            values.put(leave.toString(), random.nextDouble() * 40 - 20);
        }
        return Leaves.of(EN, "random", values);
    }

    /** A random list of words, leave values, board after some turns and rack, from one seed. */
    private record Position(Lexicon lexicon, Leaves leaves, Board board, String rack) {

        /** The first of every move of the rack rated with the leave values, or none. */
        Optional<RatedMove> firstRated() {
            return lexicon.rated(board, rack, leaves).stream().findFirst();
        }
    }

    private static Position position(long seed, int turns) {
        Random random = new Random(seed);
        Lexicon lexicon = Lexicon.of("random", EN, words(random, 200 + random.nextInt(800)));
        Leaves leaves = randomLeaves(random);
        Board board = board(random, lexicon, turns);
        return new Position(lexicon, leaves, board, rack(random));
    }

    @Test
    void theBestMoveByEquityIsTheFirstOfEveryMoveRated() {
        AtomicInteger found = new AtomicInteger();
        qt().withExamples(200).withFixedSeed(20261124L).forAll(longs().all(), integers().between(0, 8))
                .checkAssert((seed, turns) -> {
                    Position at = position(seed, turns);
                    Optional<RatedMove> best = at.lexicon().best(at.board(), at.rack(), at.leaves());
                    assertThat(best).as("rack %s on%n%s", at.rack(), at.board()).isEqualTo(at.firstRated());
                    found.addAndGet(best.isPresent() ? 1 : 0);
                });
        assertThat(found.get()).as("searches that found a move").isGreaterThan(120);
    }

    /**
     * The span search asked directly, for racks with and without blanks (the lexicon asks it only for racks
     * with a blank): the first of every move rated, or none.
     */
    @Test
    void theSpanSearchOfAnyRackIsTheFirstOfEveryMoveRated() {
        AtomicInteger withoutBlank = new AtomicInteger();
        qt().withExamples(150).withFixedSeed(20261201L).forAll(longs().all(), integers().between(1, 8))
                .checkAssert((seed, turns) -> {
                    Position at = position(seed, turns);
                    RatedMove best = SpanSearch.best(at.lexicon(), at.lexicon().wordMap(), at.board(),
                            RackTiles.parse(EN, at.rack()), at.leaves());
                    assertThat(Optional.ofNullable(best)).as("rack %s on%n%s", at.rack(), at.board())
                            .isEqualTo(at.firstRated());
                    withoutBlank.addAndGet(!at.rack().contains("?") && best != null ? 1 : 0);
                });
        assertThat(withoutBlank.get()).as("racks without a blank that found a move").isGreaterThan(30);
    }

    /**
     * The same on lists of words up to fifteen letters, so that the best move runs through the board's tiles
     * into words longer than a rack (the search by spans looks words of any length up by their tiles).
     */
    @Test
    void theBestMoveByEquityOfWordsLongerThanARackIsTheFirstOfEveryMoveRated() {
        AtomicInteger found = new AtomicInteger();
        AtomicInteger longer = new AtomicInteger();
        AtomicInteger longerBest = new AtomicInteger();
        qt().withExamples(150).withFixedSeed(20261130L).forAll(longs().all(), integers().between(1, 10))
                .checkAssert((seed, turns) -> {
                    Random random = new Random(seed);
                    Set<String> words = compounds(random);
                    Lexicon lexicon = Lexicon.of("random", EN, words);
                    Leaves leaves = randomLeaves(random);
                    List<Move> played = new ArrayList<>();
                    Board board = Board.empty(EN);
                    for (int t = 0; t < turns; t++) {
                        List<Move> moves = lexicon.moves(board, rack(random, 7, random.nextInt(2)));
                        if (!moves.isEmpty()) {
                            Move move = moves.get(random.nextInt(Math.min(5, moves.size())));
                            board = board.play(move);
                            played.add(move);
                        }
                    }
                    // Most racks: the rest of a word longer than a rack that starts with the last word played.
                    String rack = rack(random);
                    if (!played.isEmpty() && random.nextInt(4) > 0) {
                        String last = played.get(played.size() - 1).word().toLowerCase(java.util.Locale.ROOT);
                        List<String> extended = words.stream().filter(w -> w.startsWith(last)
                                && w.length() > Math.max(last.length(), TileSet.RACK_SIZE) && w.length() - last.length() <= TileSet.RACK_SIZE
                                && inTheBag(w.substring(last.length()))).sorted().toList();
                        if (!extended.isEmpty()) {
                            String rest = extended.get(random.nextInt(extended.size())).substring(last.length());
                            int blanks = Math.min(rest.length(), random.nextInt(3));
                            rack = "?".repeat(blanks) + rest.substring(blanks).toUpperCase(java.util.Locale.ROOT);
                        }
                    }
                    List<RatedMove> all = lexicon.rated(board, rack, leaves);
                    Optional<RatedMove> best = lexicon.best(board, rack, leaves);
                    assertThat(best).as("rack %s on%n%s", rack, board)
                            .isEqualTo(all.isEmpty() ? Optional.empty() : Optional.of(all.get(0)));
                    found.addAndGet(best.isPresent() ? 1 : 0);
                    longer.addAndGet(all.stream().anyMatch(m -> m.move().word().length() > TileSet.RACK_SIZE) ? 1 : 0);
                    longerBest.addAndGet(best.isPresent() && best.get().move().word().length() > TileSet.RACK_SIZE ? 1 : 0);
                });
        assertThat(found.get()).as("searches that found a move").isGreaterThan(100);
        assertThat(longer.get()).as("searches with a move of a word longer than a rack").isGreaterThan(30);
        assertThat(longerBest.get()).as("best moves of a word longer than a rack").isGreaterThan(1);
    }

    @Test
    void aLeaveMissingFromTheTableIsWorthItsTilesAndTheBestLeaveIsTheBestSubset() {
        Leaves leaves = Leaves.of(EN, "test", java.util.Map.of("S", 8.0, "?", 25.0, "Q", -7.0, "SS", 3.0, "-", 0.0));
        assertThat(leaves.value("SS")).isEqualTo(3.0);
        assertThat(leaves.value("QS")).isEqualTo(1.0);
        assertThat(leaves.value("S?Q")).isEqualTo(26.0);
        int[] counts = new int[EN.size()];
        counts[EN.tileOf("S")] = 2;
        counts[EN.tileOf("Q")] = 1;
        // Of S S Q ?: S S ? has no entry, so 8 + 8 + 25 = 41, the most; within S Q, S alone (8).
        RackParts parts = new RackParts(counts, 1);
        double[] values = new double[parts.size()];
        for (int p = 0; p < parts.size(); p++) {
            values[p] = leaves.value(parts.counts(p), parts.blanks(p));
        }
        double[] best = parts.maxWithin(values);
        assertThat(best[parts.size() - 1]).isEqualTo(41.0);
        assertThat(best[parts.radix(EN.tileOf("S")) + parts.radix(EN.tileOf("Q"))]).isEqualTo(8.0);
        assertThat(best[0]).isEqualTo(0.0);
        Leaves back = Leaves.read(EN, new java.io.BufferedReader(new java.io.StringReader(leaves.toText())));
        assertThat(back.value("S?Q")).isEqualTo(26.0);
        assertThat(back.size()).isEqualTo(5);
        assertThat(back.source()).isEqualTo("test");
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> Leaves.read(EN,
                new java.io.BufferedReader(new java.io.StringReader("S\t1\nSX\n")))).hasMessageContaining("line 2");
    }
}
