package chiffreslettres.lettres;

import chiffreslettres.lettres.spi.DictionaryProvider;
import java.util.List;

/**
 * A test provider registered in the core tests' {@code META-INF/services}: English and Spanish from
 * tiny lists, French not at all, so that the "add the artifact" message can be seen too.
 */
public final class FakeProvider implements DictionaryProvider {

    /** Creates the provider; ServiceLoader calls it. */
    public FakeProvider() {
    }

    @Override
    public boolean supports(Language language) {
        return language != Language.FRENCH;
    }

    @Override
    public Dictionary load(Language language, WordRules rules) {
        List<String> words = language == Language.ENGLISH ? List.of("cat", "act", "cats") : List.of("año", "ano");
        return Dictionary.of("fake " + language + " " + rules.displayName(), language.alphabet(), words);
    }
}
