package chiffreslettres.lettres;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.quicktheories.QuickTheory.qt;

import chiffreslettres.Lettres;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.SplittableRandom;
import java.util.zip.CRC32C;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;
import org.quicktheories.generators.SourceDSL;

/** Word commonness: queries that filter by it against a scan of the list written in the test. */
class CommonnessProperties {

    private static Gen<List<String>> lists() {
        return SourceDSL.longs().all().map(seed -> {
            SplittableRandom random = new SplittableRandom(seed);
            List<String> words = new ArrayList<>();
            int size = 10 + random.nextInt(150);
            for (int i = 0; i < size; i++) {
                int length = 1 + random.nextInt(8);
                StringBuilder w = new StringBuilder();
                for (int j = 0; j < length; j++) {
                    w.append("aeilnrst".charAt(random.nextInt(8)));
                }
                words.add(w.toString());
            }
            return words;
        });
    }

    private static Gen<String> racks() {
        return SourceDSL.longs().all().map(seed -> {
            SplittableRandom random = new SplittableRandom(seed);
            StringBuilder rack = new StringBuilder();
            int length = 1 + random.nextInt(9);
            int blanks = 0;
            for (int i = 0; i < length; i++) {
                // A blank one time in ten, as many as a rack may hold.
                boolean blank = blanks < Rack.MAX_BLANKS && random.nextInt(10) == 0;
                blanks += blank ? 1 : 0;
                rack.append(blank ? '?' : "aeilnrst".charAt(random.nextInt(8)));
            }
            return rack.toString();
        });
    }

    /** A class drawn from the word, so the list and the reference agree. */
    private static int classOf(String word) {
        return Math.floorMod(word.hashCode() * 31, Commonness.MAX + 1);
    }

    /** Whether a word fits a rack, blanks standing for any letter: the plain definition. */
    private static boolean fits(String word, String rack) {
        List<Character> left = new ArrayList<>();
        for (char c : rack.toCharArray()) {
            left.add(c);
        }
        for (char c : word.toCharArray()) {
            if (!left.remove((Character) c) && !left.remove((Character) '?')) {
                return false;
            }
        }
        return true;
    }

    @Test
    void theLongestCommonEnoughWordsAreTheLongestOfThoseAScanKeeps() {
        qt().withExamples(400).forAll(lists(), racks(), SourceDSL.integers().between(0, Commonness.MAX))
                .checkAssert((words, rack, least) -> {
                    Dictionary list = Dictionary.of("test", Alphabet.ENGLISH, words, CommonnessProperties::classOf);
                    List<String> kept = new LinkedHashSet<>(words).stream()
                            .filter(w -> classOf(w) >= least && fits(w, rack)).toList();
                    int longest = kept.stream().mapToInt(String::length).max().orElse(0);
                    List<WordMatch> found = Lettres.in(list).rack(rack).minCommonness(least).longest().matches();
                    assertThat(found).extracting(WordMatch::word).containsExactlyInAnyOrderElementsOf(
                            kept.stream().filter(w -> w.length() == longest).toList());
                    assertThat(found).allSatisfy(m -> assertThat(m.commonness()).isEqualTo(classOf(m.word())));
                    List<WordMatch> all = Lettres.in(list).rack(rack).minCommonness(least).words().find().matches();
                    assertThat(all).extracting(WordMatch::word).containsExactlyInAnyOrderElementsOf(kept);
                });
    }

    @Test
    void commonestFirstPutsEveryWordFoundInOrderOfLengthThenCommonnessKeepingTheAlphabetAmongEquals() {
        qt().withExamples(400).forAll(lists(), racks()).checkAssert((words, rack) -> {
            Dictionary list = Dictionary.of("test", Alphabet.ENGLISH, words, CommonnessProperties::classOf);
            LetterResult found = Lettres.in(list).rack(rack).words().find();
            List<WordMatch> sorted = found.commonestFirst().matches();
            assertThat(sorted).containsExactlyInAnyOrderElementsOf(found.matches());
            // The plain reference: for each pair in the result, the one first is longer, or as long and
            // commoner, or as long, as common and alphabetically first.
            for (int i = 0; i + 1 < sorted.size(); i++) {
                WordMatch a = sorted.get(i);
                WordMatch b = sorted.get(i + 1);
                boolean ordered = a.length() > b.length()
                        || a.length() == b.length() && (a.commonness() > b.commonness()
                                || a.commonness() == b.commonness() && a.word().compareTo(b.word()) < 0);
                assertThat(ordered).as("%s before %s", a, b).isTrue();
            }
        });
    }

    @Test
    void theWordsOfALengthCommonEnoughAreThoseAScanKeepsInTheListsOrder() {
        qt().withExamples(400).forAll(lists(), SourceDSL.integers().between(1, 9),
                        SourceDSL.integers().between(Commonness.UNKNOWN, Commonness.MAX))
                .checkAssert((words, length, least) -> {
                    Dictionary list = Dictionary.of("test", Alphabet.ENGLISH, words, CommonnessProperties::classOf);
                    List<String> kept = new LinkedHashSet<>(words).stream()
                            .filter(w -> w.length() == length && classOf(w) >= least).toList();
                    // In the order of the whole list (grouped by signature).
                    List<String> inOrder = list.words().stream().filter(kept::contains).toList();
                    assertThat(list.words(length, least)).isEqualTo(inOrder).containsExactlyInAnyOrderElementsOf(kept);
                });
    }

    @Test
    void countsAndBandsAgreeWithAScan() {
        qt().withExamples(200).forAll(lists(), SourceDSL.integers().between(1, 200)).checkAssert((words, count) -> {
            Dictionary list = Dictionary.of("test", Alphabet.ENGLISH, words, CommonnessProperties::classOf);
            List<String> distinct = new LinkedHashSet<>(words).stream().toList();
            for (int c = 0; c <= Commonness.MAX; c++) {
                int least = c;
                assertThat(list.commonestCount(c)).isEqualTo((int) distinct.stream().filter(w -> classOf(w) >= least).count());
            }
            int top = distinct.stream().mapToInt(CommonnessProperties::classOf).max().orElse(0);
            int topCount = (int) distinct.stream().filter(w -> classOf(w) == top).count();
            if (top == 0 || count < topCount) {
                assertThatThrownBy(() -> list.commonnessOfCommonest(count)).isInstanceOf(IllegalArgumentException.class);
                return;
            }
            int band = list.commonnessOfCommonest(count);
            assertThat(band).isBetween(1, Commonness.MAX);
            assertThat(list.commonestCount(band)).isLessThanOrEqualTo(count);
            if (band > 1) {
                assertThat(list.commonestCount(band - 1)).isGreaterThan(count);
            }
            distinct.forEach(w -> assertThat(list.commonness(w.toUpperCase())).isEqualTo(classOf(w)));
        });
    }

    @Test
    void theIndexFileKeepsTheCommonnessAndAnOlderFileWithoutItIsStillRead() throws IOException {
        List<String> words = List.of("listen", "silent", "enlist", "tinsel", "stone");
        AnagramIndex index = AnagramIndex.of(Alphabet.ENGLISH, words, w -> w.length() + (w.charAt(0) == 's' ? 3 : 0));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        index.write(out);
        AnagramIndex read = AnagramIndex.read(Alphabet.ENGLISH, new ByteArrayInputStream(out.toByteArray()));
        for (String w : words) {
            assertThat(read.commonness(w)).isEqualTo(index.commonness(w)).isEqualTo(w.length() + (w.charAt(0) == 's' ? 3 : 0));
        }
        assertThat(read.commonness("absent")).isZero();

        // The same index as version 2 wrote it: no commonness flag, version 2, length and checksum redone.
        ByteArrayOutputStream plain = new ByteArrayOutputStream();
        AnagramIndex.of(Alphabet.ENGLISH, words).write(plain);
        byte[] v3 = plain.toByteArray();
        byte[] v2 = new byte[v3.length - 1];
        System.arraycopy(v3, 0, v2, 0, v3.length - 5);
        ByteBuffer.wrap(v2).putInt(4, 2).putInt(8, v2.length);
        CRC32C crc = new CRC32C();
        crc.update(v2, 0, v2.length - 4);
        ByteBuffer.wrap(v2).putInt(v2.length - 4, (int) crc.getValue());
        AnagramIndex old = AnagramIndex.read(Alphabet.ENGLISH, new ByteArrayInputStream(v2));
        assertThat(old.hasCommonness()).isFalse();
        assertThat(old.words()).containsExactlyInAnyOrderElementsOf(words);
    }

    @Test
    void badCommonnessIsRefusedClearly() {
        assertThatThrownBy(() -> Dictionary.of("test", Alphabet.ENGLISH, List.of("cat"), w -> 26))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("commonness of \"cat\": 0 to 25");
        Dictionary plain = Dictionary.of("plain", Alphabet.ENGLISH, List.of("cat"));
        assertThat(plain.hasCommonness()).isFalse();
        assertThat(plain.commonness("cat")).isZero();
        assertThatThrownBy(() -> plain.commonnessOfCommonest(10)).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("has no word frequencies");
        assertThatThrownBy(() -> Lettres.in(plain).rack("tac").minCommonness(3)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("has no word frequencies");
        assertThatThrownBy(() -> Lettres.in(plain).rack("tac").minCommonness(-1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("0 to 25");
        assertThatThrownBy(() -> plain.commonnessOfCommonest(0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("at least 1");
        assertThat(new WordMatch("cat", 3, "")).isEqualTo(new WordMatch("cat", 3, "", 0));
    }
}
