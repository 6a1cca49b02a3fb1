package chiffreslettres.examples;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The README's census and 24-game examples: they run, print what the README says, and it shows their code. */
class RunACensusTest {

    @Test
    void theCensusRunsAndPrintsTheCountdownFigures() throws Exception {
        String printed = ReadmeSnippets.output(() -> RunACensus.main(new String[0]));

        assertThat(printed).contains("10,871,986 of 11,918,700 games solvable (91.22 %)",
                "0 large: 2,850 selections, 76.67 % solvable", "4 large: 55 selections, 88.41 % solvable");
    }

    @Test
    void theTwentyFourDealsPrintTheirFractionalSolutions() throws Exception {
        String printed = ReadmeSnippets.output(() -> PlayTwentyFour.main(new String[0]));

        assertThat(printed).contains("5 × (5 − 1 ÷ 5) = 24", "8 ÷ (3 − 8 ÷ 3) = 24");
    }

    @Test
    void theReadmeShowsThisVeryCode() throws Exception {
        ReadmeSnippets.assertReadmeShows(RunACensus.class);
        ReadmeSnippets.assertReadmeShows(PlayTwentyFour.class);
    }
}
