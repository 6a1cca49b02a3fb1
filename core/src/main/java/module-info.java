/**
 * chiffres-lettres: solvers for the numbers and letters rounds. No dependency beyond {@code java.base};
 * word lists plug in through {@link chiffreslettres.lettres.spi.DictionaryProvider}.
 */
module chiffreslettres.core {
    exports chiffreslettres;
    exports chiffreslettres.chiffres;
    exports chiffreslettres.chiffres.search;
    exports chiffreslettres.dataset;
    exports chiffreslettres.jeu;
    exports chiffreslettres.jeu.game;
    exports chiffreslettres.lettres;
    exports chiffreslettres.lettres.spi;
    exports chiffreslettres.scrabble;
    exports chiffreslettres.scrabble.game;

    uses chiffreslettres.lettres.spi.DictionaryProvider;
}
