package chiffreslettres.automaton;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.lists;
import static org.quicktheories.generators.SourceDSL.strings;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;

/**
 * The numbered minimal automaton against plain definitions: it accepts exactly the strings given, a
 * string's rank is its place in sorted order, and it has as many states as the set has distinct sets of
 * endings (the Myhill–Nerode count of the minimal automaton).
 */
class AutomatonTest {

    private static final long SEED = 20261123L;

    private static Gen<List<String>> stringSets() {
        return lists().of(strings().betweenCodePoints('a', 'd').ofLengthBetween(0, 6)).ofSizeBetween(0, 60);
    }

    /** The number of distinct sets of endings over every prefix of the set: the minimal automaton's states. */
    private static int minimalStates(Set<String> set) {
        Set<Set<String>> endings = new HashSet<>();
        Set<String> prefixes = new TreeSet<>();
        prefixes.add("");
        for (String s : set) {
            for (int i = 0; i <= s.length(); i++) {
                prefixes.add(s.substring(0, i));
            }
        }
        for (String p : prefixes) {
            Set<String> after = new TreeSet<>();
            for (String s : set) {
                if (s.startsWith(p)) {
                    after.add(s.substring(p.length()));
                }
            }
            endings.add(after);
        }
        return endings.size();
    }

    @Test
    void acceptsExactlyTheStringsRanksThemInOrderAndIsMinimal() {
        qt().withExamples(400).withFixedSeed(SEED).forAll(stringSets(), stringSets()).checkAssert((given, others) -> {
            List<String> sorted = new ArrayList<>(new TreeSet<>(given));
            Automaton automaton = AutomatonBuilder.of(sorted, false);

            assertThat(automaton.size()).isEqualTo(sorted.size());
            for (int rank = 0; rank < sorted.size(); rank++) {
                assertThat(automaton.rankOf(sorted.get(rank))).isEqualTo(rank);
                StringBuilder out = new StringBuilder();
                automaton.appendString(rank, out);
                assertThat(out).hasToString(sorted.get(rank));
            }
            for (String other : others) {
                if (!sorted.contains(other)) {
                    assertThat(automaton.rankOf(other)).as(other).isEqualTo(-1);
                }
            }
            assertThat(automaton.states()).isEqualTo(sorted.isEmpty() ? 1 : minimalStates(new TreeSet<>(sorted)));
        });
    }

    @Test
    void heightsAndLabelMasksDescribeWhatFollowsEachState() {
        Automaton automaton = AutomatonBuilder.of(List.of("\u0000\u0002", "\u0001", "\u0001\u0001\u0003"), true);
        assertThat(automaton.height[0]).isEqualTo((byte) 3);
        assertThat(automaton.labelMask[0]).isEqualTo(0b11L);
        assertThat(automaton.isFinal(0)).isFalse();
    }

    @Test
    void stringsOutOfOrderOrRepeatedAreRefused() {
        assertThatThrownBy(() -> AutomatonBuilder.of(List.of("b", "a"), false))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("out of order");
        assertThatThrownBy(() -> AutomatonBuilder.of(List.of("ab", "a"), false))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("out of order");
        assertThatThrownBy(() -> AutomatonBuilder.of(List.of("a", "a"), false))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("out of order");
    }

    @Test
    void anAutomatonWhoseArcsLeadBackwardsOrNowhereIsRefused() {
        // state 0 --a--> 1 (final), state 1 --b--> 0: a cycle
        assertThatThrownBy(() -> new Automaton(new int[] {0, 1, 2}, new char[] {'a', 'b'}, new int[] {1, 0},
                new long[] {0b10L}, false, 128)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("leads to");
        // state 1 is neither final nor has arcs: nothing is accepted from it
        assertThatThrownBy(() -> new Automaton(new int[] {0, 1, 1}, new char[] {'a'}, new int[] {1},
                new long[] {0L}, false, 128)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("nothing");
        // labels out of order
        assertThatThrownBy(() -> new Automaton(new int[] {0, 2, 2}, new char[] {'b', 'a'}, new int[] {1, 1},
                new long[] {0b10L}, false, 128)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("out of order");
        // a label beyond those allowed
        assertThatThrownBy(() -> new Automaton(new int[] {0, 1, 1}, new char[] {'z'}, new int[] {1},
                new long[] {0b10L}, false, 26)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("range");
    }
}
