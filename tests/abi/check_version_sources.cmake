# Every file that states Strata's version outside CMake must state the project version.
# The headers need no check: strata_version.h is generated from the project version. The Python
# and .NET packaging files are read by their own tools without CMake, so they keep a literal
# version, compared here with the one in project().
# Usage: cmake -DVERSION=<PROJECT_VERSION> -DSOURCE_DIR=<repository root> -P check_version_sources.cmake
if(NOT VERSION OR NOT SOURCE_DIR)
  message(FATAL_ERROR "usage: cmake -DVERSION=x.y.z -DSOURCE_DIR=<root> -P ${CMAKE_CURRENT_LIST_FILE}")
endif()

set(failures "")
set(checked 0)
# expect(<file> <regex with one group capturing a version>): every match must capture VERSION,
# and there must be at least one match.
function(expect file regex)
  set(path ${SOURCE_DIR}/${file})
  if(NOT EXISTS ${path})
    set(failures "${failures}\n  ${file}: missing" PARENT_SCOPE)
    return()
  endif()
  file(READ ${path} text)
  string(REGEX MATCHALL "${regex}" lines "${text}")
  if(NOT lines)
    set(failures "${failures}\n  ${file}: no line matches ${regex}" PARENT_SCOPE)
    return()
  endif()
  foreach(line IN LISTS lines)
    string(REGEX MATCH "${regex}" ignored "${line}")
    string(STRIP "${line}" line)
    if(NOT CMAKE_MATCH_1 STREQUAL VERSION)
      set(failures "${failures}\n  ${file}: '${CMAKE_MATCH_1}' instead of ${VERSION} in: '${line}'"
          PARENT_SCOPE)
    endif()
  endforeach()
  math(EXPR count "${checked} + 1")
  set(checked ${count} PARENT_SCOPE)
endfunction()

expect(capi/python/strata/__init__.py "\n__version__ = \"([^\"]*)\"")
expect(capi/python/build_backend/strata_build.py "\nVERSION = \"([^\"]*)\"")
expect(capi/python/pyproject.toml "\nversion = \"([^\"]*)\"")
expect(capi/dotnet/Strata.csproj "<Version>([^<]*)</Version>")
expect(tests/dotnet/PackageConsumer/run.sh "add package Strata --version ([0-9][0-9.]*[0-9])")
expect(tests/dotnet/PackageConsumer/run.sh "Strata\\.([0-9][0-9.]*[0-9])\\.nupkg")
expect(tests/dotnet/PackageConsumer/run.sh "/strata/([0-9][0-9.]*[0-9])/")
expect(README.md "strata-([0-9][0-9.]*[0-9])-\\*\\.whl")
expect(README.md "libstrata\\.so\\.([0-9]+\\.[0-9]+\\.[0-9]+)")
expect(README.md "add package Strata --version ([0-9][0-9.]*[0-9])")

if(failures)
  message(FATAL_ERROR "version ${VERSION} (project() in CMakeLists.txt) differs in:${failures}")
endif()
message(STATUS "ok: ${checked} version statements match the project version ${VERSION}")
