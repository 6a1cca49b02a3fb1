package chiffreslettres.dictionaries.es;

import chiffreslettres.lettres.Language;
import chiffreslettres.lettres.spi.PrebuiltDictionaryProvider;

/** The Spanish word lists, read from the indexes this artifact ships. Thread-safe; found by ServiceLoader. */
public final class SpanishDictionaryProvider extends PrebuiltDictionaryProvider {

    /** Creates the provider; ServiceLoader calls it. */
    public SpanishDictionaryProvider() {
        super(Language.SPANISH);
    }
}
