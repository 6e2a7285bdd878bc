package app

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strings"
	"testing"
)

// Every integration test here starts its own App on its own database (a temporary SQLite
// file, or a schema of its own on PostgreSQL), so they run side by side: under the race
// detector one after another they were CI's long pole (decision 0052). A new test that
// truly cannot share the process says so in its name's place in this list.
var serialTests = map[string]string{}

func TestEveryIntegrationTestRunsInParallel(t *testing.T) {
	t.Parallel()
	for _, fn := range packageTests(t) {
		if fn.Body == nil || fn.Name.Name == "TestMain" {
			continue
		}
		if _, serial := serialTests[fn.Name.Name]; serial {
			continue
		}
		if !startsParallel(fn.Body) {
			t.Errorf("%s: call t.Parallel() first, or list it in serialTests with the reason", fn.Name.Name)
		}
	}
}

// packageTests are the test functions of this package's *_test.go files, read from the
// source: the guards over serialTests and raceTests check their lists against them.
func packageTests(t *testing.T) []*ast.FuncDecl {
	t.Helper()
	files, err := filepath.Glob("*_test.go")
	if err != nil {
		t.Fatal(err)
	}
	var tests []*ast.FuncDecl
	fset := token.NewFileSet()
	for _, name := range files {
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, decl := range f.Decls {
			if fn, ok := decl.(*ast.FuncDecl); ok && fn.Recv == nil && len(fn.Name.Name) > 4 && strings.HasPrefix(fn.Name.Name, "Test") {
				tests = append(tests, fn)
			}
		}
	}
	return tests
}

func startsParallel(body *ast.BlockStmt) bool {
	if len(body.List) == 0 {
		return false
	}
	call, ok := body.List[0].(*ast.ExprStmt)
	if !ok {
		return false
	}
	c, ok := call.X.(*ast.CallExpr)
	if !ok {
		return false
	}
	sel, ok := c.Fun.(*ast.SelectorExpr)
	return ok && sel.Sel.Name == "Parallel"
}
