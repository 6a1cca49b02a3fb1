package chiffreslettres.examples.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The prefetch is a hint: a fresh process whose main thread races it prints what the command prints
 * alone, and a value it cannot read leaves the error to the command.
 */
class PrefetchTest {

    @ParameterizedTest
    @ValueSource(strings = {"daily --date 2026-12-01 --answers", "daily --date=2026-11-24 --answers",
        "daily --variant dcdl --date 2026-12-02 --answers", "conundrum --seed 3", "conundrum --seed 3 --lang fr",
        "conundrum --seed 3 --every-word", "letters --lang en countdown", "anagrams --rules dcdl --lang fr aimer"})
    void aFreshProcessRacingThePrefetchPrintsWhatTheCommandAlonePrints(String line) throws Exception {
        String[] args = line.split(" ");
        InProcessCli alone = new InProcessCli();
        assertThat(alone.run("", args)).isZero();

        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), ChiffresLettresCli.class.getName()));
        command.addAll(List.of(args));
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        assertThat(process.waitFor(60, TimeUnit.SECONDS)).isTrue();
        String printed = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.exitValue()).as(printed).isZero();
        assertThat(printed.replace(System.lineSeparator(), "\n")).isEqualTo(alone.out().replace(System.lineSeparator(), "\n"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"conundrum --lang xx", "daily --date 2026-13-01", "daily --rule x", "daily --variant nope",
        "letters --lang klingon abc", "letters --rules", "conundrum --lang", "daily --date", ""})
    void aValueItCannotReadLeavesTheErrorToTheCommand(String line) throws IOException {
        String[] args = line.isEmpty() ? new String[0] : line.split(" ");
        assertThatCode(() -> Prefetch.load(args)).doesNotThrowAnyException();
        if (args.length > 0) {
            InProcessCli cli = new InProcessCli();
            assertThat(cli.run("", args)).isEqualTo(ChiffresLettresCli.BAD_INPUT);
            assertThat(cli.err()).startsWith("error: ");
        }
    }
}
