package io.magpie.format;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.time.Instant;

/**
 * Removes the temporary files that a writer killed between writing and renaming leaves behind
 * (kill -9, power loss), so that they do not pile up beside an archive or a book. A temporary file
 * lives for the milliseconds of one save; one older than {@link #MIN_AGE} belongs to no live writer.
 */
public final class StaleTemporaries {
    /** Younger files may be another process's save in progress, and are left alone. */
    public static final Duration MIN_AGE = Duration.ofMinutes(10);

    private StaleTemporaries() {}

    /**
     * Deletes the regular files in {@code dir} named {@code prefix...suffix} and last modified
     * before {@code now - MIN_AGE}; returns how many went. A file that cannot be read or deleted is
     * left as it is: clearing up never stops a save.
     */
    public static int remove(Path dir, String prefix, String suffix, Instant now) {
        FileTime before = FileTime.from(now.minus(MIN_AGE));
        int removed = 0;
        try (DirectoryStream<Path> files = Files.newDirectoryStream(dir,
                entry -> isCandidate(entry.getFileName().toString(), prefix, suffix))) {
            for (Path file : files) {
                try {
                    if (Files.isRegularFile(file) && Files.getLastModifiedTime(file).compareTo(before) < 0
                            && Files.deleteIfExists(file)) {
                        removed++;
                    }
                } catch (IOException e) {
                    // someone else's file, or gone already
                }
            }
        } catch (IOException e) {
            // an unreadable folder: the save itself will say what is wrong with it
        }
        return removed;
    }

    private static boolean isCandidate(String name, String prefix, String suffix) {
        return name.length() > prefix.length() + suffix.length() && name.startsWith(prefix) && name.endsWith(suffix);
    }
}
