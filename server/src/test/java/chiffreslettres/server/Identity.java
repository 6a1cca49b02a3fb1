package chiffreslettres.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;

/** A player the server under test issued: its id and its secret. */
public record Identity(String id, String secret) {

    /** A new player, asked of the server. */
    public static Identity issued(ApiClient api) throws Exception {
        var response = api.send("POST", "/api/players", "{}", "application/json");
        assertThat(response.statusCode()).as(response.body()).isEqualTo(201);
        JsonNode p = ApiClient.JSON.readTree(response.body());
        return new Identity(p.get("id").asText(), p.get("secret").asText());
    }
}
