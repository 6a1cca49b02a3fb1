package chiffreslettres.examples;

import static org.assertj.core.api.Assertions.assertThat;

import chiffreslettres.Scrabble;
import chiffreslettres.lettres.Language;
import chiffreslettres.scrabble.game.Gcg;
import chiffreslettres.scrabble.game.Rules;
import chiffreslettres.scrabble.game.ScrabbleGame;
import org.junit.jupiter.api.Test;

class PlayScrabbleTest {

    @Test
    void runsAndPrintsARecordThatReadsBackToAFinishedGame() throws Exception {
        String printed = ReadmeSnippets.output(() -> PlayScrabble.main(new String[0]));
        assertThat(printed).startsWith("#character-encoding UTF-8\n#id chiffres-lettres 42\n");
        ScrabbleGame game = Gcg.game(Scrabble.lexicon(Language.ENGLISH), Rules.WESPA, Gcg.read(printed));
        assertThat(game.isOver()).isTrue();
        assertThat(game.players()).containsExactly("Ada", "Computer");
        assertThat(Gcg.write(game)).isEqualTo(printed.strip() + "\n");
    }

    @Test
    void theDocsShowThisVeryCode() throws Exception {
        ReadmeSnippets.assertReadmeShows(PlayScrabble.class);
    }
}
