package chiffreslettres.examples;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The README's letters example: it runs, prints what the README says, and the README shows this very code. */
class LongestWordsTest {

    @Test
    void runsAndPrintsTheAnswers() throws Exception {
        String printed = ReadmeSnippets.output(() -> LongestWords.main(new String[0]));

        assertThat(printed).contains("[déficha, fichage] [fichage]", "countdowns (? = s)",
                "[enlist, listen, silent], 1 skipped");
    }

    @Test
    void theReadmeShowsThisVeryCode() throws Exception {
        ReadmeSnippets.assertReadmeShows(LongestWords.class);
    }
}
