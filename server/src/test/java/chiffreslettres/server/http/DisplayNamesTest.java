package chiffreslettres.server.http;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Names people are shown by: normalised, and refused when they could pass for another or hide. */
class DisplayNamesTest {

    @Test
    void namesAreNormalisedAndSpoofsAreRefused() {
        assertThat(DisplayNames.checked("  Ann   Lee ")).isEqualTo("Ann Lee");
        assertThat(DisplayNames.checked("Ｆｕｌｌ ｗｉｄｔｈ")).isEqualTo("Full width");
        assertThat(DisplayNames.checked("Zoé 😀")).isEqualTo("Zoé 😀");
        assertThat(DisplayNames.checked("<b>Bob</b>")).isEqualTo("<b>Bob</b>");
        assertThat(DisplayNames.checked("x".repeat(DisplayNames.MAX))).hasSize(DisplayNames.MAX);
        for (String spoof : new String[] {
            "\u202Enimda", "Ann\u202C", "a\u2066b\u2069", "\u200Fadmin", "Bo\u200Bb", "Bob\u200D", "\uFEFFBob",
            "\u00A0\u00A0", "\u2003", "\u3164", "\u2800\u2800", "a\uD800", "\uDC00b", "line\nbreak", "tab\u0007",
            "", "   ", null, "x".repeat(DisplayNames.MAX + 1), "\u0301\u0301"}) {
            assertThat(DisplayNames.checked(spoof)).as("%s", spoof == null ? null : spoof.codePoints()
                    .mapToObj(Integer::toHexString).toList()).isNull();
        }
    }
}
