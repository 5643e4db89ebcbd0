package io.magpie;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The package layering of src/main/java, checked from the sources: every reference from one
 * package to another (an import, static or not, or a qualified name in code) must go to a lower
 * layer, and the package graph must have no cycle. The sources are scanned rather than the class
 * files because javac inlines constants ({@code Limits.MAX_PLY}, {@code Score.DISC}): a package
 * that reads only constants from another leaves no trace in the bytecode.
 */
class LayeringTest {
    /** Layer of each package, lowest first; a package may use only packages of a lower layer. */
    static final Map<String, Integer> LAYERS = Map.ofEntries(
            Map.entry("board", 0),
            Map.entry("eval", 1), Map.entry("format", 1),
            Map.entry("endgame", 2),
            Map.entry("search", 3),
            Map.entry("book", 4),
            Map.entry("engine", 5),
            Map.entry("api", 6), Map.entry("protocol", 6), Map.entry("match", 6), Map.entry("tune", 6),
            Map.entry("analysis", 6),
            Map.entry("picture", 7),
            Map.entry("cli", 8));

    private static final Path MAIN = Path.of("src/main/java/io/magpie");
    private static final Pattern REFERENCE = Pattern.compile("\\bio\\.magpie\\.([a-z][a-z0-9_]*)\\.");
    private static final Pattern COMMENTS = Pattern.compile("/\\*.*?\\*/|//[^\\n]*", Pattern.DOTALL);
    private static final Pattern STRINGS = Pattern.compile("\"(?:\\\\.|[^\"\\\\])*\"");

    @Test
    void everyPackageHasALayer() {
        Map<String, Map<String, List<String>>> graph = graph(sources(MAIN));
        TreeSet<String> unknown = new TreeSet<>(graph.keySet());
        unknown.removeAll(LAYERS.keySet());
        assertEquals(new TreeSet<String>(), unknown, "packages missing from LayeringTest.LAYERS: place each in a layer");
    }

    @Test
    void noPackageUsesAHigherOrEqualLayer() {
        List<String> violations = upwardReferences(graph(sources(MAIN)));
        assertEquals(List.of(), violations, "references that go up or sideways in the layering");
    }

    @Test
    void packageGraphHasNoCycle() {
        List<String> cycle = findCycle(graph(sources(MAIN)));
        assertEquals(List.of(), cycle, "package cycle");
    }

    @Test
    void theChecksCatchAnUpwardImportAndACycle() {
        // The situation before the layering step: eval used search's score, book used tune's reader.
        Map<String, String> sources = Map.of(
                "eval/SimpleEvaluator.java", "package io.magpie.eval;\nimport io.magpie.search.Score;\n",
                "search/Searcher.java", "package io.magpie.search;\nimport io.magpie.eval.Evaluator;\n",
                "book/WthorFile.java", "package io.magpie.book;\n// io.magpie.tune.Ignored in a comment\n"
                        + "class W { Object r = io.magpie.tune.WthorReader.class; String s = \"io.magpie.cli.X\"; }\n",
                "tune/Labeller.java", "package io.magpie.tune;\nimport static io.magpie.book.WthorFile.read;\n");
        Map<String, Map<String, List<String>>> graph = graph(sources);
        assertEquals(List.of("book -> tune (book/WthorFile.java)", "eval -> search (eval/SimpleEvaluator.java)"),
                upwardReferences(graph));
        List<String> cycle = findCycle(graph);
        assertTrue(cycle.equals(List.of("book", "tune", "book")) || cycle.equals(List.of("eval", "search", "eval")),
                "cycle found: " + cycle);
    }

    /** Relative path (under io/magpie) to the text of every main source file. */
    static Map<String, String> sources(Path root) {
        Map<String, String> out = new TreeMap<>();
        try (Stream<Path> files = Files.walk(root)) {
            for (Path p : (Iterable<Path>) files.filter(f -> f.toString().endsWith(".java"))::iterator) {
                out.put(root.relativize(p).toString().replace('\\', '/'), Files.readString(p));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        assertTrue(out.size() > 50, "no sources under " + root.toAbsolutePath());
        return out;
    }

    /** Package to used package to the files that use it; comments and strings are not references. */
    static Map<String, Map<String, List<String>>> graph(Map<String, String> sources) {
        Map<String, Map<String, List<String>>> graph = new TreeMap<>();
        sources.forEach((file, text) -> {
            int slash = file.indexOf('/');
            String from = slash < 0 ? "" : file.substring(0, slash);
            Map<String, List<String>> edges = graph.computeIfAbsent(from, k -> new TreeMap<>());
            String code = STRINGS.matcher(COMMENTS.matcher(text).replaceAll(" ")).replaceAll("\"\"");
            Matcher m = REFERENCE.matcher(code);
            while (m.find()) {
                String to = m.group(1);
                if (!to.equals(from)) {
                    List<String> files = edges.computeIfAbsent(to, k -> new ArrayList<>());
                    if (!files.contains(file)) {
                        files.add(file);
                    }
                }
            }
        });
        return graph;
    }

    static List<String> upwardReferences(Map<String, Map<String, List<String>>> graph) {
        List<String> out = new ArrayList<>();
        graph.forEach((from, edges) -> edges.forEach((to, files) -> {
            Integer a = LAYERS.get(from);
            Integer b = LAYERS.get(to);
            if (a != null && b != null && b >= a) {
                out.add(from + " -> " + to + " (" + String.join(", ", files) + ")");
            }
        }));
        return out;
    }

    /** One cycle as a path that returns to its start, or an empty list. */
    static List<String> findCycle(Map<String, Map<String, List<String>>> graph) {
        Map<String, Integer> state = new TreeMap<>(); // absent: new, 1: on the path, 2: done
        for (String start : graph.keySet()) {
            List<String> path = new ArrayList<>();
            if (dfs(start, graph, state, path)) {
                return path.subList(path.indexOf(path.get(path.size() - 1)), path.size());
            }
        }
        return List.of();
    }

    private static boolean dfs(String node, Map<String, Map<String, List<String>>> graph, Map<String, Integer> state,
            List<String> path) {
        Integer s = state.get(node);
        if (s != null && s == 2) {
            return false;
        }
        path.add(node);
        if (s != null) {
            return true; // back on the current path: a cycle
        }
        state.put(node, 1);
        for (String next : graph.getOrDefault(node, Map.of()).keySet()) {
            if (dfs(next, graph, state, path)) {
                return true;
            }
        }
        state.put(node, 2);
        path.remove(path.size() - 1);
        return false;
    }
}
