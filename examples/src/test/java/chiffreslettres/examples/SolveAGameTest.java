package chiffreslettres.examples;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The README's numbers example: it runs, prints what the README says, and the README shows this very code. */
class SolveAGameTest {

    @Test
    void runsAndPrintsTheAnswers() throws Exception {
        String printed = ReadmeSnippets.output(() -> SolveAGame.main(new String[0]));

        assertThat(printed).contains("true in 3 steps: 75 × 8 − (9 − 3)", "  75 × 8 = 600",
                "distinct ways to make 765, the first five:", "  (50 + 1) × (25 − 10)");
    }

    @Test
    void theReadmeShowsThisVeryCode() throws Exception {
        ReadmeSnippets.assertReadmeShows(SolveAGame.class);
    }
}
