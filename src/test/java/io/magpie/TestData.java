package io.magpie;

import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Path;

/**
 * The small public data sets kept in src/test/resources (FFO problems, XOT openings, WTHOR games;
 * see positions/README.md there), so every behaviour test runs on a plain clone. The full sets
 * stay in ../shared/, which only the tests that need all of it read, and they skip when it is absent.
 */
public final class TestData {
    private TestData() {}

    /** A file under src/test/resources, e.g. {@code positions/fforum-1-19.obf}. */
    public static Path path(String name) {
        URL url = TestData.class.getResource("/" + name);
        if (url == null) {
            throw new IllegalStateException("test resource " + name + " is missing from src/test/resources");
        }
        try {
            return Path.of(url.toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }
}
