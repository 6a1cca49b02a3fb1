package chiffreslettres.examples;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** The README's API example: it runs, prints what the README says, and the README shows this very code. */
class SolveAGameTest {

    @Test
    void runsAndPrintsTheAnswers() {
        PrintStream saved = System.out;
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try {
            System.setOut(new PrintStream(bytes, true, StandardCharsets.UTF_8));
            SolveAGame.main(new String[0]);
        } finally {
            System.setOut(saved);
        }
        String printed = bytes.toString(StandardCharsets.UTF_8);
        assertThat(printed).contains("true in 3 steps: 75 × 8 − (9 − 3)", "  75 × 8 = 600",
                "distinct ways to make 765, the first five:");
    }

    @Test
    void theReadmeShowsThisVeryCode() throws IOException {
        List<String> source = Files.readAllLines(Path.of("src/main/java/chiffreslettres/examples/SolveAGame.java"));
        String snippet = source.subList(indexOf(source, "// README-START") + 1, indexOf(source, "// README-END"))
                .stream().map(line -> line.substring(Math.min(8, line.length()))).collect(Collectors.joining("\n"));
        String readme = Files.readString(Path.of("../README.md"));

        assertThat(readme).contains(snippet);
    }

    private static int indexOf(List<String> lines, String marker) {
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).trim().equals(marker)) {
                return i;
            }
        }
        throw new AssertionError("marker not found: " + marker);
    }
}
