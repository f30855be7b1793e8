// Command serve serves the built site on localhost and, on a second
// origin, the demo page of a site that embeds it:
//
//	go run ./cmd/serve -dir build/site -addr localhost:8080 -demo demo -demo-addr localhost:8081
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
	demo := flag.String("demo", "", "a folder to serve on -demo-addr as another site embedding the app (demo)")
	// Another site, not only another origin: 127.0.0.1 against localhost.
	demoAddr := flag.String("demo-addr", "127.0.0.1:8081", "the demo's address")
	flag.Parse()
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		log.Fatal(err)
	}
	site := "http://" + address(*addr, ln)
	fmt.Printf("Diamond is served at %s/ (Ctrl+C stops)\n", site)
	if *demo != "" {
		dln, err := net.Listen("tcp", *demoAddr)
		if err != nil {
			log.Fatal(err)
		}
		fmt.Printf("The embedding demo, another site showing two boards: http://%s/\n", address(*demoAddr, dln))
		go func() { log.Fatal(http.Serve(dln, static.Demo(*demo, site))) }()
	}
	log.Fatal(http.Serve(ln, static.Handler(*dir)))
}

// address is the address asked for, with the port the listener got: the
// host's name as given (localhost stays localhost).
func address(asked string, ln net.Listener) string {
	host, _, _ := net.SplitHostPort(asked)
	_, port, _ := net.SplitHostPort(ln.Addr().String())
	if host == "" {
		host = "localhost"
	}
	return net.JoinHostPort(host, port)
}
