package ui

import (
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"os"
	"reflect"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"diamond/rules/games"
)

// Every case of rulesPageFor's switch is a registered game's (the other
// direction is TestRulesPageForEveryGame). The cases name games by their
// package's Spec, "pivots.Spec.ID()", which is read from the source: a
// switch, unlike a table, cannot be listed at run time.
func TestEveryRulesPageIsAGame(t *testing.T) {
	f, err := parser.ParseFile(token.NewFileSet(), "rulespages.go", nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	imports := map[string]string{} // by name: "pivots": "diamond/rules/pivots"
	for _, im := range f.Imports {
		path, _ := strconv.Unquote(im.Path.Value)
		name := path[strings.LastIndex(path, "/")+1:]
		if im.Name != nil {
			name = im.Name.Name
		}
		imports[name] = path
	}
	registered := map[string]bool{}
	for _, s := range games.All() {
		registered[reflect.TypeOf(s).PkgPath()] = true
	}
	cases := 0
	ast.Inspect(f, func(n ast.Node) bool {
		fn, ok := n.(*ast.FuncDecl)
		if ok && fn.Name.Name != "rulesPageFor" {
			return false
		}
		c, ok := n.(*ast.CaseClause)
		if !ok {
			return true
		}
		for _, e := range c.List {
			cases++
			if !registered[imports[specPackage(e)]] {
				t.Errorf("rulesPageFor has a case that is not a registered game's Spec.ID(): %s", types.ExprString(e))
			}
		}
		return false
	})
	if cases != len(games.All()) {
		t.Errorf("rulesPageFor has %d cases for %d games", cases, len(games.All()))
	}
}

// specPackage returns pkg of an expression pkg.Spec.ID(), or "".
func specPackage(e ast.Expr) string {
	if call, ok := e.(*ast.CallExpr); ok {
		if id, ok := call.Fun.(*ast.SelectorExpr); ok && id.Sel.Name == "ID" {
			if spec, ok := id.X.(*ast.SelectorExpr); ok && spec.Sel.Name == "Spec" {
				if pkg, ok := spec.X.(*ast.Ident); ok {
					return pkg.Name
				}
			}
		}
	}
	return ""
}

// Every piece, cell and side of every game is styled in web/style.css:
// the board draws them with the classes their geometry names.
func TestEveryGameIsStyled(t *testing.T) {
	css, err := os.ReadFile("../../web/style.css")
	if err != nil {
		t.Fatal(err)
	}
	styled := func(selector string) bool {
		return regexp.MustCompile(regexp.QuoteMeta(selector) + `\b`).Match(css)
	}
	for _, g := range games.All() {
		geo := g.Geometry()
		for _, p := range geo.Legend[1:] {
			if !styled(".piece." + p.Class) {
				t.Errorf("%s: no style for its piece .piece.%s", g.ID(), p.Class)
			}
		}
		for _, c := range geo.Cells {
			if !styled(".board ." + c.Class) {
				t.Errorf("%s: no style for its cell .board .%s", g.ID(), c.Class)
			}
		}
		for _, side := range g.SideNames() {
			if !styled(".swatch." + strings.ToLower(side)) {
				t.Errorf("%s: no swatch for its side .swatch.%s", g.ID(), strings.ToLower(side))
			}
		}
	}
}
