package chiffreslettres.random;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.random.RandomGenerator;

/**
 * A generator whose every output is fixed by this file, not by the JDK, so that a game or a daily
 * puzzle drawn from a seed is the same in every version: SplitMix64 (Steele, Lea and Flood, 2014) for
 * the bits, and the bounded draws written out here. Not thread-safe; cheap to make.
 */
public final class StableRandom implements RandomGenerator {

    private static final long GOLDEN_GAMMA = 0x9e3779b97f4a7c15L;

    private long state;

    public StableRandom(long seed) {
        this.state = seed;
    }

    /** A seed from text: the first eight bytes of its SHA-256, big-endian. */
    public static long seedOf(String text) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
            long seed = 0;
            for (int i = 0; i < 8; i++) {
                seed = (seed << 8) | (digest[i] & 0xFF);
            }
            return seed;
        } catch (NoSuchAlgorithmException e) {
            throw new AssertionError("every JDK has SHA-256", e);
        }
    }

    /** A generator for one part of a larger draw: the {@code part}-th stream of {@code seed}. */
    public static StableRandom of(long seed, long... parts) {
        long s = mix(seed);
        for (long part : parts) {
            s = mix(s ^ mix(part + GOLDEN_GAMMA));
        }
        return new StableRandom(s);
    }

    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xbf58476d1ce4e5b9L;
        z = (z ^ (z >>> 27)) * 0x94d049bb133111ebL;
        return z ^ (z >>> 31);
    }

    @Override
    public long nextLong() {
        state += GOLDEN_GAMMA;
        return mix(state);
    }

    @Override
    public int nextInt() {
        return (int) (nextLong() >>> 32);
    }

    /** Uniform in {@code [0, bound)}: the rejection method on 63 bits. */
    @Override
    public int nextInt(int bound) {
        return (int) nextLong(bound);
    }

    @Override
    public int nextInt(int origin, int bound) {
        return origin + (int) nextLong((long) bound - origin);
    }

    @Override
    public long nextLong(long bound) {
        if (bound <= 0) {
            throw new IllegalArgumentException("bound must be positive, got " + bound);
        }
        long limit = Long.MAX_VALUE - Long.MAX_VALUE % bound;
        long r;
        do {
            r = nextLong() >>> 1;
        } while (r >= limit);
        return r % bound;
    }

    @Override
    public long nextLong(long origin, long bound) {
        if (origin >= bound) {
            throw new IllegalArgumentException("origin must be below bound, got " + origin + " and " + bound);
        }
        return origin + nextLong(bound - origin);
    }

    @Override
    public boolean nextBoolean() {
        return nextLong() < 0;
    }

    @Override
    public double nextDouble() {
        return (nextLong() >>> 11) * 0x1.0p-53;
    }
}
