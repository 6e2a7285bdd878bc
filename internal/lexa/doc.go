// Package lexa holds the domain of the product: its types, its error codes and the
// small interfaces the rest of the system implements. It imports nothing else of ours,
// so every adapter (store, httpapi, mail, billing, ai, auth, webui) can depend on it.
package lexa
