package chiffreslettres.dictionaries.fr;

import chiffreslettres.lettres.Language;
import chiffreslettres.lettres.spi.PrebuiltDictionaryProvider;

/** The French word lists, read from the indexes this artifact ships. Thread-safe; found by ServiceLoader. */
public final class FrenchDictionaryProvider extends PrebuiltDictionaryProvider {

    /** Creates the provider; ServiceLoader calls it. */
    public FrenchDictionaryProvider() {
        super(Language.FRENCH);
    }
}
