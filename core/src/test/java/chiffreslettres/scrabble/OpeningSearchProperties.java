package chiffreslettres.scrabble;

import static org.assertj.core.api.Assertions.assertThat;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.longs;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * The moves of the empty board, found from the rack's anagrams ({@link OpeningSearch}), against the move
 * generator's walk: every move (as the generator rates them, with no leave values) and the best by score and
 * by equity (the first of those lists). Random word lists
 * over a few tiles, so that a rack makes many words and ties are common; English, and Spanish with its
 * digraph tiles; racks of 1 to 7 tiles with exactly 0, 1 or 2 blanks; random leave values.
 */
class OpeningSearchProperties {

    /** Random words of 2 to 7 tiles of the {@code faces}. */
    private static Set<String> words(Random random, List<String> faces, int count) {
        Set<String> words = new HashSet<>();
        while (words.size() < count) {
            int length = 2 + random.nextInt(6);
            StringBuilder w = new StringBuilder();
            for (int i = 0; i < length; i++) {
                w.append(faces.get(random.nextInt(faces.size())));
            }
            words.add(w.toString().toLowerCase());
        }
        return words;
    }

    /** A rack of the faces' tiles, as many of each as the bag holds, with exactly {@code blanks} blanks. */
    private static String rack(Random random, TileSet tiles, List<String> faces, int size, int blanks) {
        List<String> bag = new ArrayList<>();
        for (String face : faces) {
            for (int i = 0; i < tiles.count(tiles.tileOf(face)); i++) {
                bag.add(face.length() > 1 ? "[" + face + "]" : face);
            }
        }
        Collections.shuffle(bag, random);
        return "?".repeat(blanks) + String.join("", bag.subList(0, size - blanks));
    }

    /** Random values for leaves of up to 3 of the faces' tiles and blanks, in -20 to 30 points. */
    private static Leaves leaves(Random random, TileSet tiles, List<String> faces) {
        Map<String, Double> values = new HashMap<>();
        List<String> all = new ArrayList<>(faces);
        all.add("?");
        values.put("-", random.nextDouble() * 10 - 5);
        for (int i = 0; i < 120; i++) {
            StringBuilder leave = new StringBuilder();
            for (int n = 1 + random.nextInt(3); n > 0; n--) {
                String face = all.get(random.nextInt(all.size()));
                leave.append(face.length() > 1 ? "[" + face + "]" : face);
            }
            values.put(leave.toString(), random.nextDouble() * 50 - 20);
        }
        return Leaves.of(tiles, "random", values);
    }

    private static void check(TileSet tiles, List<String> faces, long seed, AtomicInteger found) {
        Random random = new Random(seed);
        Lexicon lexicon = Lexicon.of("random", tiles, words(random, faces, 100 + random.nextInt(1500)));
        Board board = Board.empty(tiles);
        int blanks = random.nextInt(3);
        String rack = rack(random, tiles, faces, Math.max(Math.max(blanks, 1), 7 - random.nextInt(4)), blanks);
        List<Move> all = lexicon.moves(board, rack);
        // Every move, looked up, against every move the generator walks (rated: with no leave values, in the same order).
        assertThat(all).as("rack %s, every move", rack).containsExactlyElementsOf(
                lexicon.rated(board, rack, Leaves.none(tiles)).stream().map(RatedMove::move).toList());
        assertThat(lexicon.best(board, rack)).as("rack %s, by score", rack)
                .isEqualTo(all.isEmpty() ? Optional.empty() : Optional.of(all.get(0)));
        Leaves leaves = leaves(random, tiles, faces);
        List<RatedMove> rated = lexicon.rated(board, rack, leaves);
        Optional<RatedMove> best = lexicon.best(board, rack, leaves);
        assertThat(best).as("rack %s, by equity", rack)
                .isEqualTo(rated.isEmpty() ? Optional.empty() : Optional.of(rated.get(0)));
        found.addAndGet(best.isPresent() ? 1 : 0);
    }

    @Test
    void theEnglishBestMoveOnTheEmptyBoardIsTheFirstOfEveryMove() {
        AtomicInteger found = new AtomicInteger();
        List<String> faces = List.of("A", "E", "I", "O", "S", "T", "R", "N", "Q", "Z", "X", "K");
        qt().withExamples(400).withFixedSeed(20261130L).forAll(longs().all())
                .checkAssert(seed -> check(TileSet.english(), faces, seed, found));
        assertThat(found.get()).as("searches that found a move").isGreaterThan(300);
    }

    @Test
    void theSpanishBestMoveOnTheEmptyBoardIsTheFirstOfEveryMove() {
        AtomicInteger found = new AtomicInteger();
        List<String> faces = List.of("A", "E", "O", "S", "R", "N", "CH", "LL", "RR", "Ñ", "Z");
        qt().withExamples(300).withFixedSeed(20261130L).forAll(longs().all())
                .checkAssert(seed -> check(TileSet.spanish(), faces, seed, found));
        assertThat(found.get()).as("searches that found a move").isGreaterThan(200);
    }

    @Test
    void aRackOfOneTileOrNoWordHasNoMove() {
        Lexicon lexicon = Lexicon.of("two", TileSet.english(), List.of("qi", "za"));
        Board board = Board.empty(TileSet.english());
        assertThat(lexicon.best(board, "Q")).isEmpty();
        assertThat(lexicon.best(board, "EEE", Leaves.none(TileSet.english()))).isEmpty();
        assertThat(lexicon.best(board, "Q?", Leaves.none(TileSet.english())).map(r -> r.move().word()))
                .contains("Qi");
    }
}
