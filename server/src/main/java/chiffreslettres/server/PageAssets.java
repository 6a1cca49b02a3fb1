package chiffreslettres.server;

import io.javalin.config.JavalinConfig;
import io.javalin.http.Context;
import io.javalin.http.staticfiles.Location;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The page and its files under versioned names. The page ({@code page/index.html}) names each file it
 * loads ({@code src} and {@code href}, every module as a {@code modulepreload} so that the browser fetches
 * them at once rather than import after import); the version is a hash of those files, and the page is
 * served with each name under {@code /v/VERSION/}, where a file is kept a year ({@code immutable}): a new
 * version of any file makes new names. The page itself, and the files at their plain names, are checked
 * with the server on each load ({@code no-cache}). Immutable and thread-safe once made.
 */
final class PageAssets {

    /** Where the versioned files are served: {@code /v/VERSION/app.js}. */
    static final String PREFIX = "/v/";

    /** The page's references to its own files: {@code src="/app.js"}, {@code href="/style.css"}. */
    private static final Pattern REFERENCE = Pattern.compile("(src|href)=\"/([\\w./-]+\\.(?:js|css|ico))\"");

    private static final String YEAR = "public, max-age=31536000, immutable";

    private final String version;
    private final String page;

    private PageAssets(String version, String page) {
        this.version = version;
        this.page = page;
    }

    /**
     * The page read from the class path, with the version of the files it names.
     *
     * @throws IllegalStateException if the page or a file it names is not on the class path
     */
    static PageAssets load() {
        String template = new String(read("/page/index.html"), StandardCharsets.UTF_8);
        Set<String> files = new LinkedHashSet<>();
        Matcher m = REFERENCE.matcher(template);
        while (m.find()) {
            files.add(m.group(2));
        }
        MessageDigest digest;
        try {
            digest = MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is in every JDK", e);
        }
        for (String file : files) {
            digest.update(file.getBytes(StandardCharsets.UTF_8));
            digest.update(read("/public/" + file));
        }
        String version = HexFormat.of().formatHex(digest.digest()).substring(0, 12);
        String page = REFERENCE.matcher(template).replaceAll("$1=\"" + PREFIX + version + "/$2\"");
        return new PageAssets(version, page);
    }

    private static byte[] read(String resource) {
        try (InputStream in = PageAssets.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("missing resource " + resource);
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The version of the page's files: 12 hexadecimal digits of their SHA-256. */
    String version() {
        return version;
    }

    /** Serves the files: under the versioned prefix for a year, at their plain names checked each time. */
    void configure(JavalinConfig config) {
        config.staticFiles.add(files -> {
            files.hostedPath = PREFIX + version;
            files.directory = "/public";
            files.location = Location.CLASSPATH;
            files.headers = Map.of("Cache-Control", YEAR);
        });
        config.staticFiles.add(files -> {
            files.directory = "/public";
            files.location = Location.CLASSPATH;
            files.headers = Map.of("Cache-Control", "no-cache");
        });
    }

    /** {@code GET /}: the page, naming its files under their versioned names. */
    void page(Context ctx) {
        ctx.header("Cache-Control", "no-cache").html(page);
    }
}
