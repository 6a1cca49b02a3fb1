package chiffreslettres.server;

import static org.assertj.core.api.Assertions.assertThat;

import chiffreslettres.server.http.PlayerKeys;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

/** Requests to a server under test, with the checks every answer must pass. */
public final class ApiClient {

    public static final ObjectMapper JSON = new ObjectMapper();

    private final URI base;
    private final HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    public ApiClient(URI base) {
        this.base = base;
    }

    public HttpResponse<String> send(String method, String path, String body, String contentType) throws Exception {
        return send(method, path, body, contentType, null);
    }

    /** A request whose messages are asked for in a language ({@code Accept-Language}, none when null). */
    public HttpResponse<String> send(String method, String path, String body, String contentType,
            String acceptLanguage) throws Exception {
        HttpRequest.Builder request = HttpRequest.newBuilder(base.resolve(path)).timeout(Duration.ofSeconds(30));
        if (acceptLanguage != null) {
            request.header("Accept-Language", acceptLanguage);
        }
        if (body == null) {
            request.method(method, HttpRequest.BodyPublishers.noBody());
        } else {
            request.method(method, HttpRequest.BodyPublishers.ofString(body));
            if (contentType != null) {
                request.header("Content-Type", contentType);
            }
        }
        return client.send(request.build(), HttpResponse.BodyHandlers.ofString());
    }

    /** A 200 answer in JSON to a request that asks for its messages in a language ({@code Accept-Language}). */
    public JsonNode ok(String method, String path, String body, String acceptLanguage) throws Exception {
        HttpRequest request = HttpRequest.newBuilder(base.resolve(path)).timeout(Duration.ofSeconds(30))
                .method(method, HttpRequest.BodyPublishers.ofString(body)).header("Content-Type", "application/json")
                .header("Accept-Language", acceptLanguage).build();
        HttpResponse<String> response = client.send(request, HttpResponse.BodyHandlers.ofString());
        assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
        return browserSafe(JSON.readTree(response.body()));
    }

    /** A player's figures, all of them: the request carries the player's secret. */
    public JsonNode stats(String id, String secret) throws Exception {
        HttpRequest request = HttpRequest.newBuilder(base.resolve("/api/players/" + id + "/stats"))
                .timeout(Duration.ofSeconds(30)).header(PlayerKeys.HEADER, secret).build();
        HttpResponse<String> response = client.send(request, HttpResponse.BodyHandlers.ofString());
        assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
        return JSON.readTree(response.body());
    }

    /** A 200 answer in JSON. */
    public JsonNode ok(String method, String path, String body) throws Exception {
        HttpResponse<String> response = send(method, path, body, "application/json");
        assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
        assertThat(response.headers().firstValue("Content-Type").orElse("")).startsWith("application/json");
        return browserSafe(JSON.readTree(response.body()));
    }

    /**
     * An answer checked to hold no integer a browser reads inexactly (beyond ±(2^53 − 1)): a JavaScript
     * client, which reads every JSON number as a double, would send such a number back changed.
     */
    public static JsonNode browserSafe(JsonNode answer) {
        java.util.ArrayDeque<JsonNode> todo = new java.util.ArrayDeque<>(java.util.List.of(answer));
        while (!todo.isEmpty()) {
            JsonNode node = todo.pop();
            if (node.isIntegralNumber()) {
                assertThat(node.canConvertToLong() && Math.abs(node.asLong()) <= (1L << 53) - 1)
                        .as("an integer a browser holds exactly, got %s", node).isTrue();
            }
            node.elements().forEachRemaining(todo::push);
        }
        return answer;
    }

    /** The problem details of a refused request, checked for status, media type and the words given. */
    public JsonNode problem(int status, String method, String path, String body, String contentType, String... words)
            throws Exception {
        return problemIn(null, status, method, path, body, contentType, words);
    }

    /** {@link #problem} for a request that asks for its messages in a language ({@code Accept-Language}). */
    public JsonNode problemIn(String acceptLanguage, int status, String method, String path, String body,
            String contentType, String... words) throws Exception {
        HttpResponse<String> response = send(method, path, body, contentType, acceptLanguage);
        assertThat(response.statusCode()).as(response.body()).isEqualTo(status);
        assertThat(response.headers().firstValue("Content-Type").orElse("")).startsWith("application/problem+json");
        JsonNode problem = browserSafe(JSON.readTree(response.body()));
        assertThat(problem.get("status").asInt()).isEqualTo(status);
        assertThat(problem.get("title").asText()).isNotBlank();
        assertThat(problem.get("detail").asText()).contains(words).doesNotContain("Exception", "\tat ");
        return problem;
    }
}
