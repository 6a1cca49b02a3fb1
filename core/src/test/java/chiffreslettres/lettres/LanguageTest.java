package chiffreslettres.lettres;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class LanguageTest {

    @Test
    void eachLanguageIsFoundByItsCodeAndNothingElseIs() {
        for (Language language : Language.values()) {
            assertThat(Language.ofCode(language.code())).contains(language);
        }
        assertThat(Language.ofCode("fr")).contains(Language.FRENCH);
        assertThat(Language.ofCode("FR")).isEmpty();
        assertThat(Language.ofCode("de")).isEmpty();
        assertThat(Language.ofCode("")).isEmpty();
        assertThat(Language.ofCode(null)).isEmpty();
    }
}
