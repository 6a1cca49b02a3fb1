package chiffreslettres.lettres;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Set;
import org.junit.jupiter.api.Test;

class AgentNounsTest {

    private static final Set<String> VERBS = Set.of("abide", "study", "fret", "elicit", "donate", "pierce", "say",
            "push", "ever", "tie", "grip", "gripe");

    private static String[] trace(String form) {
        return AgentNouns.trace(form, VERBS::contains).orElse(null);
    }

    @Test
    void anAgentNounIsTracedToItsVerbInTheSingularAndThePlural() {
        assertThat(trace("abider")).containsExactly("abider", "abide");
        assertThat(trace("studier")).containsExactly("studier", "study");
        assertThat(trace("fretter")).containsExactly("fretter", "fret");
        assertThat(trace("elicitor")).containsExactly("elicitor", "elicit");
        assertThat(trace("donator")).containsExactly("donator", "donate");
        assertThat(trace("piercers")).containsExactly("piercer", "pierce");
        assertThat(trace("sayer")).containsExactly("sayer", "say");
        // The form less -er first, then with an e: gripper is grip's, griper gripe's.
        assertThat(trace("gripper")).containsExactly("gripper", "grip");
        assertThat(trace("griper")).containsExactly("griper", "gripe");
    }

    @Test
    void shortWordsOtherEndingsAndUnknownVerbsAreNotTraced() {
        assertThat(trace("tier")).isNull();
        assertThat(trace("never")).isNull();
        assertThat(trace("pushing")).isNull();
        assertThat(trace("walker")).isNull();
        assertThat(trace("address")).isNull();
    }

    @Test
    void theThirdPersonFollowsTheRegularSpelling() {
        assertThat(AgentNouns.thirdPerson("abide")).isEqualTo("abides");
        assertThat(AgentNouns.thirdPerson("push")).isEqualTo("pushes");
        assertThat(AgentNouns.thirdPerson("study")).isEqualTo("studies");
        assertThat(AgentNouns.thirdPerson("say")).isEqualTo("says");
        assertThat(AgentNouns.thirdPerson("veto")).isEqualTo("vetoes");
        assertThat(AgentNouns.thirdPerson("fix")).isEqualTo("fixes");
    }
}
