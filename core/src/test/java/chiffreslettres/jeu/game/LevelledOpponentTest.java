package chiffreslettres.jeu.game;

import static org.assertj.core.api.Assertions.assertThat;

import chiffreslettres.jeu.LettersRound;
import chiffreslettres.jeu.Variant;
import chiffreslettres.lettres.Alphabet;
import chiffreslettres.lettres.Dictionary;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** What word the computer levels play in a letters round, on a list with word frequencies. */
class LevelledOpponentTest {

    private static final LettersRound COUNTDOWN = Variant.COUNTDOWN.letters().orElseThrow();

    @Test
    void ofTheLongestWordsItKnowsTheComputerPlaysTheCommonest() {
        // Four words of seven letters from the rack, of classes 2, 9, 9 and 0; shorter ones commoner still.
        Map<String, Integer> classes = Map.of("stainer", 2, "retains", 9, "retinas", 9, "nastier", 0, "stain", 14,
                "train", 14);
        Dictionary list = Dictionary.of("test", Alphabet.ENGLISH, classes.keySet(), classes::get);
        Set<String> played = new HashSet<>();
        for (int level : List.of(4, 5)) {
            Opponent computer = Opponent.level(level);
            SplittableRandom random = new SplittableRandom(level);
            for (int i = 0; i < 200; i++) {
                played.add(computer.word(COUNTDOWN, list, "aeinrstqz", random));
            }
        }
        // Never the rarer stainer or nastier; both of the commonest, as the draw picks among equals.
        assertThat(played).containsExactlyInAnyOrder("retains", "retinas");
    }
}
