package chiffreslettres.dictionaries.en;

import chiffreslettres.lettres.Language;
import chiffreslettres.lettres.spi.PrebuiltDictionaryProvider;

/** The English word lists, read from the indexes this artifact ships. Thread-safe; found by ServiceLoader. */
public final class EnglishDictionaryProvider extends PrebuiltDictionaryProvider {

    /** Creates the provider; ServiceLoader calls it. */
    public EnglishDictionaryProvider() {
        super(Language.ENGLISH);
    }
}
