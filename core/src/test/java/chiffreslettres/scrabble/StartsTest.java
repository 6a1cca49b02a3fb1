package chiffreslettres.scrabble;

import static org.assertj.core.api.Assertions.assertThat;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.lists;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The best-first order of a move search's starts, against a plain stable sort. */
class StartsTest {

    @Test
    void startsAreSortedHighestBoundFirstTiesInTheOrderAddedWhateverTheSignOfTheBound() {
        qt().withExamples(500).withFixedSeed(20261129L)
                .forAll(lists().of(integers().between(-6, 6).map(b -> b == -6 ? Integer.MIN_VALUE
                        : b == 6 ? Integer.MAX_VALUE : b * 7)).ofSizeBetween(0, 40))
                .checkAssert(bounds -> {
                    Starts starts = new Starts(Math.max(1, bounds.size()));
                    for (int b : bounds) {
                        starts.at[starts.size] = starts.size;
                        starts.bound[starts.size] = b;
                        starts.sum[starts.size] = -starts.size;
                        starts.size++;
                    }
                    starts.sortByBound();
                    List<Integer> expected = new ArrayList<>();
                    for (int i = 0; i < bounds.size(); i++) {
                        expected.add(i);
                    }
                    expected.sort(Comparator.comparing((Integer i) -> bounds.get(i)).reversed());
                    for (int i = 0; i < bounds.size(); i++) {
                        int added = expected.get(i);
                        assertThat(starts.at[i]).as("start %d of %s", i, bounds).isEqualTo(added);
                        assertThat(starts.bound[i]).isEqualTo(bounds.get(added));
                        assertThat(starts.sum[i]).isEqualTo(-added);
                    }
                });
    }
}
