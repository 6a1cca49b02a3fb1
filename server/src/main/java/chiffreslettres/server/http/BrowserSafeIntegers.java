package chiffreslettres.server.http;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.util.JsonGeneratorDecorator;
import com.fasterxml.jackson.core.util.JsonGeneratorDelegate;
import java.io.IOException;
import java.math.BigInteger;

/**
 * The rule that no JSON the server or the command line writes carries an integer a browser cannot hold
 * exactly: JavaScript reads every JSON number as a double, which keeps integers only within
 * ±(2<sup>53</sup> − 1), so a larger one is written as its decimal string ({@code "-2806966116229102021"}),
 * which {@code BigInt} or any JSON library reads back whole. Seeds, which are usually that large, are
 * written as strings always ({@link Seeds#json}) so that their type does not depend on their value; this
 * decorator is the guard for every other integer. Stateless and thread-safe.
 */
final class BrowserSafeIntegers implements JsonGeneratorDecorator {

    /** The largest integer a double holds exactly with every integer below it: 2<sup>53</sup> − 1. */
    static final long MAX_SAFE = (1L << 53) - 1;

    private static final BigInteger MAX_SAFE_BIG = BigInteger.valueOf(MAX_SAFE);

    static boolean safe(long value) {
        return value >= -MAX_SAFE && value <= MAX_SAFE;
    }

    @Override
    public JsonGenerator decorate(JsonFactory factory, JsonGenerator generator) {
        return new JsonGeneratorDelegate(generator, true) {
            @Override
            public void writeNumber(long value) throws IOException {
                if (safe(value)) {
                    super.writeNumber(value);
                } else {
                    super.writeString(Long.toString(value));
                }
            }

            @Override
            public void writeNumber(BigInteger value) throws IOException {
                if (value == null || value.abs().compareTo(MAX_SAFE_BIG) <= 0) {
                    super.writeNumber(value);
                } else {
                    super.writeString(value.toString());
                }
            }
        };
    }
}
