package io.magpie.protocol;

import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Every {@code src/test/resources/transcripts/*.txt} file, run through its protocol (see {@link TranscriptRunner}). */
@Timeout(value = 120, unit = TimeUnit.SECONDS) // a hang fails the build instead of stalling it
class TranscriptTest {
    static List<Path> transcripts() throws IOException, URISyntaxException {
        Path dir = Path.of(TranscriptTest.class.getResource("/transcripts").toURI());
        try (Stream<Path> files = Files.list(dir)) {
            List<Path> list = files.filter(p -> p.toString().endsWith(".txt")).sorted().collect(Collectors.toList());
            assertFalse(list.isEmpty(), "no transcripts in " + dir);
            return list;
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("transcripts")
    void transcriptMatches(Path file) throws IOException {
        new TranscriptRunner(file.getFileName().toString(), Files.readString(file, StandardCharsets.UTF_8)).check();
    }
}
