package chiffreslettres.benchmarks;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Two builds of the benchmarks compared in one JVM: each {@code benchmarks.jar} loaded by a class loader of its
 * own, one {@link BlankRackBenchmark} each (the same racks on the same board), batches of 32 calls of the
 * named benchmark method alternated between them, which goes first alternating too, for the given seconds
 * (the first 30 % warm-up). Both builds' code and data share the machine's caches, so the ratio of their
 * times, which varies by about 1 % from run to run, is what this tells, not either time; running it again with
 * the jars swapped shows the bias of the order (about 1 %).
 *
 * <pre>java -cp benchmarks/target/benchmarks.jar chiffreslettres.benchmarks.AlternatedJars OLD.jar NEW.jar allMoves every-form 0 40</pre>
 */
public final class AlternatedJars {

    private static final int BATCH = 32;
    /** Batches per round, a ratio each. */
    private static final int ROUND = 16;

    private AlternatedJars() {
    }

    /**
     * @param args the two jars, the benchmark method ({@code allMoves}, {@code bestMove}, {@code bestByEquity}),
     *             the list ({@code every-form}, {@code enable}), the blanks, the seconds, and optionally the
     *             turns played before (8 unless given) and the seed of the racks and boards (the benchmark's
     *             default unless given)
     */
    public static void main(String[] args) throws Throwable {
        if (args.length < 6 || args.length > 8) {
            System.err.println("usage: AlternatedJars A.jar B.jar METHOD LIST BLANKS SECONDS [TURNS [SEED]]");
            System.exit(2);
        }
        MethodHandle[] call = new MethodHandle[2];
        for (int k = 0; k < 2; k++) {
            ClassLoader loader = new URLClassLoader(new URL[] {Path.of(args[k]).toUri().toURL()},
                    ClassLoader.getPlatformClassLoader());
            // The word lists are found through the context class loader.
            Thread.currentThread().setContextClassLoader(loader);
            Class<?> type = loader.loadClass(BlankRackBenchmark.class.getName());
            Object benchmark = type.getConstructor().newInstance();
            type.getField("turns").setInt(benchmark, args.length > 6 ? Integer.parseInt(args[6]) : 8);
            if (args.length > 7) {
                type.getField("seed").setLong(benchmark, Long.parseLong(args[7]));
            }
            type.getField("list").set(benchmark, args[3]);
            type.getField("blanks").setInt(benchmark, Integer.parseInt(args[4]));
            type.getMethod("setUp").invoke(benchmark);
            call[k] = MethodHandles.publicLookup().findVirtual(type, args[2], MethodType.methodType(
                    type.getMethod(args[2]).getReturnType())).bindTo(benchmark)
                    .asType(MethodType.methodType(Object.class));
        }
        long seconds = (long) (Double.parseDouble(args[5]) * 1e9);
        long start = System.nanoTime();
        long[] time = new long[2];
        long[] round = new long[2];
        List<Double> ratios = new ArrayList<>();
        boolean warm = false;
        for (int batch = 0; System.nanoTime() - start < seconds; batch++) {
            if (!warm && System.nanoTime() - start > seconds * 3 / 10) {
                warm = true;
                time[0] = time[1] = round[0] = round[1] = 0;
                ratios.clear();
                batch = 0;
            }
            for (int i = 0; i < 2; i++) {
                int k = i ^ (batch & 1);
                long t0 = System.nanoTime();
                for (int j = 0; j < BATCH; j++) {
                    call[k].invoke();
                }
                long t = System.nanoTime() - t0;
                time[k] += t;
                round[k] += t;
            }
            if (batch % ROUND == ROUND - 1) {
                ratios.add((double) round[0] / round[1]);
                round[0] = round[1] = 0;
            }
        }
        Collections.sort(ratios);
        if (ratios.isEmpty()) {
            System.out.printf("time A / B %.3f (too short for rounds)%n", (double) time[0] / time[1]);
            return;
        }
        System.out.printf("%s %s %s blanks: time A / B %.3f over %d rounds (median %.3f, p10 %.3f, p90 %.3f)%n",
                args[2], args[3], args[4], (double) time[0] / time[1], ratios.size(), ratios.get(ratios.size() / 2),
                ratios.get(ratios.size() / 10), ratios.get(ratios.size() * 9 / 10));
    }
}
