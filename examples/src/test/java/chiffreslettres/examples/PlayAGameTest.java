package chiffreslettres.examples;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The README's whole game: it runs, prints what the README says, and the README shows this very code. */
class PlayAGameTest {

    @Test
    void runsAndPrintsTheFirstRoundAConundrumAndADay() throws Exception {
        String printed = ReadmeSnippets.output(() -> PlayAGame.main(new String[0]));

        assertThat(printed).contains("lanejacso: cajoles 7, canals 0; next: round 2, seat 1 picks",
                "nahpigpen is happening", "Numbers[problem=91 from [8, 24, 15, 18, 23, 19], difficulty=1]",
                "★★★ ★★☆ ★★★ ★☆☆ ☆☆☆", "Total 9");
    }

    @Test
    void theReadmeShowsThisVeryCode() throws Exception {
        ReadmeSnippets.assertReadmeShows(PlayAGame.class);
    }
}
