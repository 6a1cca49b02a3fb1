/**
 * What every route of the server goes through: a request's fields, language and names, errors as RFC 9457
 * problem details, security headers, the client's address and limits, the search gate, readiness, a
 * player's identity (id and secret) and display name, sealed seeds, and the JSON writer, which writes no
 * integer a browser cannot hold. Shared by every feature; depends on no feature.
 */
package chiffreslettres.server.http;
