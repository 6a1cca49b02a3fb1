package chiffreslettres.examples;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The README's "play a round": it runs, prints what the README says, and the README shows this very code. */
class PlayARoundTest {

    @Test
    void runsAndPrintsTheRound() throws Exception {
        String printed = ReadmeSnippets.output(() -> PlayARound.main(new String[0]));

        assertThat(printed).contains("999 from [25, 50, 7, 9, 5, 3]; you said 50 * (25 - 5): Accepted[",
                "value=1000, distance=1]", "7 points; best: (25 + (7 + 5)) × (9 × 3) (hint: 7 + 5 = 12");
    }

    @Test
    void theReadmeShowsThisVeryCode() throws Exception {
        ReadmeSnippets.assertReadmeShows(PlayARound.class);
    }
}
