package chiffreslettres.examples;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The README's Scrabble example: it runs, prints what the README says, and the README shows this very code. */
class ScrabbleMovesTest {

    @Test
    void runsAndPrintsTheAnswers() throws Exception {
        String printed = ReadmeSnippets.output(() -> ScrabbleMoves.main(new String[0]));

        assertThat(printed).contains("[QUIZzES 74, QUIzZES 74, QUIZES 24]", "[SCARE 7]", "H8 CROcHETS 98 7 tiles");
    }

    @Test
    void theReadmeShowsThisVeryCode() throws Exception {
        ReadmeSnippets.assertReadmeShows(ScrabbleMoves.class);
    }
}
