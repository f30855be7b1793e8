// Command serve serves the built static site on localhost:
//
//	go run ./cmd/serve -dir build/site -addr localhost:8080
//
// make serve builds the site first.
package main

import (
	"flag"
	"fmt"
	"log"
	"net"
	"net/http"

	"diamond/cmd/serve/static"
)

func main() {
	dir := flag.String("dir", "build/site", "the built site")
	addr := flag.String("addr", "localhost:8080", "address to listen on")
	flag.Parse()
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Printf("Diamond is served at http://%s/ (Ctrl+C stops)\n", ln.Addr())
	log.Fatal(http.Serve(ln, static.Handler(*dir)))
}
