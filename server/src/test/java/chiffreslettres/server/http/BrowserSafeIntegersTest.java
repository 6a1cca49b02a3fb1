package chiffreslettres.server.http;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigInteger;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The shared mapper writes an integer beyond ±(2^53 − 1) as its decimal string, and keeps every other. */
class BrowserSafeIntegersTest {

    private static final long SAFE = (1L << 53) - 1;

    @Test
    void integersABrowserHoldsStayNumbersAndTheOthersBecomeStrings() throws Exception {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("safe", SAFE);
        out.put("negativeSafe", -SAFE);
        out.put("unsafe", SAFE + 1);
        out.put("negativeUnsafe", Long.MIN_VALUE);
        out.put("int", Integer.MAX_VALUE);
        out.put("list", List.of(1L << 60, 7L));
        out.put("big", BigInteger.TWO.pow(70));
        out.put("smallBig", BigInteger.TEN);
        out.put("double", 1e300);
        assertThat(JsonShapes.write(out)).isEqualTo("{\"safe\":9007199254740991,\"negativeSafe\":-9007199254740991,"
                + "\"unsafe\":\"9007199254740992\",\"negativeUnsafe\":\"-9223372036854775808\",\"int\":2147483647,"
                + "\"list\":[\"1152921504606846976\",7],\"big\":\"1180591620717411303424\",\"smallBig\":10,\"double\":1.0E300}");
    }

    @Test
    void aTreeIsWrittenByTheSameRule() throws Exception {
        var tree = JsonShapes.mapper().createObjectNode().put("seed", -2806966116229102021L).put("small", 21L);
        assertThat(JsonShapes.mapper().writeValueAsString(tree)).isEqualTo("{\"seed\":\"-2806966116229102021\",\"small\":21}");
    }

    @Test
    void seedsAreReadAsNumbersOrDecimalStringsAndAnythingElseIsNamed() {
        var nodes = JsonShapes.mapper().getNodeFactory();
        assertThat(Seeds.read(nodes.textNode("-2806966116229102021"), "seed")).isEqualTo(-2806966116229102021L);
        assertThat(Seeds.read(nodes.numberNode(21L), "seed")).isEqualTo(21L);
        assertThat(Seeds.read(nodes.textNode(" +42 "), "seed")).isEqualTo(42L);
        for (var bad : List.of(nodes.textNode("4.5"), nodes.textNode("9223372036854775808"), nodes.numberNode(4.5),
                nodes.booleanNode(true), nodes.textNode(""))) {
            org.assertj.core.api.Assertions.assertThatThrownBy(() -> Seeds.read(bad, "game.seed"))
                    .isInstanceOf(ApiException.class).hasMessageContaining("'game.seed' must be a seed");
        }
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> Seeds.read(null, "seed"))
                .hasMessageContaining("got null");
    }
}
