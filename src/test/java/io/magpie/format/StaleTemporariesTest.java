package io.magpie.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class StaleTemporariesTest {
    private static final Instant NOW = Instant.parse("2026-12-06T05:00:00Z");

    private static Path file(Path dir, String name, Duration age) throws IOException {
        Path f = Files.writeString(dir.resolve(name), "partial");
        Files.setLastModifiedTime(f, FileTime.from(NOW.minus(age)));
        return f;
    }

    @Test
    void removesOnlyOldFilesOfThePattern(@TempDir Path dir) throws IOException {
        Path old = file(dir, ".selfplay-123.tmp", Duration.ofHours(3));
        Path fresh = file(dir, ".selfplay-456.tmp", Duration.ofMinutes(1)); // a save in progress
        Path chunk = file(dir, "selfplay-00001-00000007.mgsp", Duration.ofDays(3));
        Path otherTemp = file(dir, "magpie.book.789.tmp", Duration.ofDays(3));
        Path bare = file(dir, ".selfplay-.tmp", Duration.ofDays(3)); // not a name createTempFile gives
        Files.createDirectory(dir.resolve(".selfplay-dir.tmp"));

        assertEquals(1, StaleTemporaries.remove(dir, ".selfplay-", ".tmp", NOW));
        assertFalse(Files.exists(old));
        assertTrue(Files.exists(fresh));
        assertTrue(Files.exists(chunk));
        assertTrue(Files.exists(otherTemp));
        assertTrue(Files.exists(bare));
        assertTrue(Files.isDirectory(dir.resolve(".selfplay-dir.tmp")));
    }

    @Test
    void aMissingFolderIsNotAnError(@TempDir Path dir) {
        assertEquals(0, StaleTemporaries.remove(dir.resolve("none"), ".selfplay-", ".tmp", NOW));
    }

    @Test
    void theArchiveClearsWhatAKilledWriterLeft(@TempDir Path dir) throws IOException {
        Path data = Files.createDirectory(dir.resolve("data"));
        Path left = file(data, ".selfplay-8412.tmp", Duration.ofHours(1));
        Files.setLastModifiedTime(left, FileTime.from(Instant.now().minus(Duration.ofHours(1))));
        assertEquals(1, SelfPlayArchive.checkWritable(data));
        assertFalse(Files.exists(left));
        assertEquals(0, SelfPlayArchive.checkWritable(data));
    }
}
