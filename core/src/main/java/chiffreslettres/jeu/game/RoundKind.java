package chiffreslettres.jeu.game;

/** The kinds of round a whole game is made of. */
public enum RoundKind {
    /** A letters round: the picker asks for vowels and consonants, then each player gives a word. */
    LETTERS,
    /** A numbers round: the picker asks for large tiles (where the show lets them), then each player calculates. */
    NUMBERS,
    /** Countdown's conundrum: a scrambled nine-letter word, the first right buzz scores. */
    CONUNDRUM
}
