package chiffreslettres.examples.cli;

import chiffreslettres.jeu.Variant;

/** The variants the command line knows, by short name. */
enum VariantName {
    countdown(Variant.COUNTDOWN),
    dcdl(Variant.DES_CHIFFRES_ET_DES_LETTRES),
    cifras(Variant.CIFRAS_Y_LETRAS),
    cifras2024(Variant.CIFRAS_Y_LETRAS_2024),
    digits(Variant.DIGITS),
    twentyfour(Variant.TWENTY_FOUR);

    private final Variant variant;

    VariantName(Variant variant) {
        this.variant = variant;
    }

    Variant variant() {
        return variant;
    }
}
