package chiffreslettres.scrabble.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import chiffreslettres.scrabble.Leaves;
import chiffreslettres.scrabble.Lexicon;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The learning's target: the next score, plus (with a bootstrap table) the value of the next turn's leave. */
class LeaveLearningTest {

    @Test
    void aBootstrapTableAddsTheValueOfTheLeaveTheNextTurnKeeps() {
        Lexicon en = ScrabbleGameProperties.lexicon(new Random(3), 3000);
        ScrabbleOpponent best = ScrabbleOpponent.level(4, Leaves.none(en.tiles()));
        SelfPlay play = new SelfPlay(en, Rules.WESPA, best, best);
        // Every tile worth 1: a leave is worth its size.
        double[] one = new double[en.tiles().size() + 1];
        Arrays.fill(one, 1);
        Leaves bySize = Leaves.of(en.tiles(), "size", Map.of(), Map.of(), new Leaves.Model(one, new double[7], 0));
        LeaveLearning plain = new LeaveLearning(en.tiles());
        LeaveLearning bootstrapped = new LeaveLearning(bySize);
        long expectedExtra = 0;
        for (int g = 0; g < 4; g++) {
            ScrabbleGame game = play.game(11, g);
            plain.observe(game);
            bootstrapped.observe(game);
            List<Turn> turns = game.turns();
            int players = game.players().size();
            for (int i = 0; i < turns.size(); i++) {
                int next = i + players;
                if (next >= turns.size() || turns.get(i).action() instanceof Action.Pass) {
                    continue;
                }
                Turn then = turns.get(next);
                if (next + players < turns.size() && !(then.action() instanceof Action.Pass)) {
                    int given = then.action() instanceof Action.Play p ? p.move().tileCount()
                            : ((Action.Exchange) then.action()).tiles().length();
                    expectedExtra += then.rack().length() - given;
                }
            }
        }
        assertThat(expectedExtra).isGreaterThan(100);
        assertThat(bootstrapped.positions()).isEqualTo(plain.positions());
        long plainTargets = plain.counts().values().stream().mapToLong(s -> s[1]).sum();
        long bootTargets = bootstrapped.counts().values().stream().mapToLong(s -> s[1]).sum();
        assertThat(bootTargets - plainTargets).isEqualTo(expectedExtra);
        assertThatThrownBy(() -> new LeaveLearning((Leaves) null)).hasMessageContaining("bootstrap");
    }
}
