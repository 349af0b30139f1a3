# The API reference of every language, one target:
#   api_reference (not part of ALL) → build/<preset>/api_reference/
#     index.html  the front page, linking the three (docs/reference/index.html.in)
#     html/       C and C++: Doxygen HTML from strata.h, its area headers, strata_version.h,
#                 strata_tables.h and strata.hpp (cmake/Doxyfile.in)
#     python/     the strata package: Sphinx autodoc from its docstrings (docs/reference/python)
#     dotnet/     the Strata assembly: its XML documentation file (what `dotnet build` of
#                 capi/dotnet/Strata.csproj writes), rendered by docs/reference/dotnet
#   Warnings are errors in each: Doxygen's WARN_AS_ERROR, `sphinx-build -W --keep-going -n`
#   (unresolved cross-references too), the .NET project's doc warnings (Strata.csproj), and the
#   renderer's refusal of anything it cannot show.
#   tests/docs: docs.api_reference_complete runs the Doxygen settings on the same headers (every
#     public function, class, member, type, enum value and macro documented); docs.api_reference
#     builds this target and docs.api_reference_renders opens its pages in headless Chromium.
# Tools, from Debian packages that cmake/setup.sh installs: doxygen, python3-sphinx; and the .NET
# SDK (dotnet). Without one the target says which and fails, and the tests that need it skip.
find_program(STRATA_DOXYGEN doxygen)

set(STRATA_PUBLIC_HEADERS
  ${PROJECT_SOURCE_DIR}/include/strata/strata.h
  ${STRATA_GENERATED_INCLUDE_DIR}/strata/strata_version.h
  ${PROJECT_SOURCE_DIR}/include/strata/strata_tables.h
  ${PROJECT_SOURCE_DIR}/include/strata/strata_copy.h
  ${PROJECT_SOURCE_DIR}/include/strata/strata_views.h
  ${PROJECT_SOURCE_DIR}/include/strata/strata_elementwise.h
  ${PROJECT_SOURCE_DIR}/include/strata/strata_dlpack.h
  ${PROJECT_SOURCE_DIR}/include/strata/strata.hpp)

# strata_configure_doxyfile(<Doxyfile to write> <output directory> <warn as error> <main page or "">
#                           <headers...>)
function(strata_configure_doxyfile doxyfile output warn_as_error mainpage)
  list(JOIN ARGN " " STRATA_DOXYGEN_INPUT)
  if(mainpage)
    set(STRATA_DOXYGEN_INPUT "${STRATA_DOXYGEN_INPUT} ${mainpage}")
  endif()
  set(STRATA_DOXYGEN_MAINPAGE "${mainpage}")
  set(STRATA_DOXYGEN_WARN_AS_ERROR ${warn_as_error})
  set(STRATA_DOXYGEN_OUTPUT ${output})
  configure_file(${PROJECT_SOURCE_DIR}/cmake/Doxyfile.in ${doxyfile} @ONLY)
endfunction()

set(STRATA_API_REFERENCE_DIR ${PROJECT_BINARY_DIR}/api_reference)
strata_configure_doxyfile(${STRATA_API_REFERENCE_DIR}/Doxyfile ${STRATA_API_REFERENCE_DIR}
  FAIL_ON_WARNINGS ${PROJECT_SOURCE_DIR}/cmake/api_reference_mainpage.md ${STRATA_PUBLIC_HEADERS})
set(STRATA_API_REFERENCE_CHECK_DIR ${PROJECT_BINARY_DIR}/api_reference_check)
strata_configure_doxyfile(${STRATA_API_REFERENCE_CHECK_DIR}/Doxyfile
  ${STRATA_API_REFERENCE_CHECK_DIR} FAIL_ON_WARNINGS "" ${STRATA_PUBLIC_HEADERS})

# Sphinx imports the package, which loads this build's libstrata.so (STRATA_LIBRARY). A sanitized
# library needs its runtimes preloaded into the interpreter: the same environment as the Python
# tests (strata_sanitized_process_environment). The pure-Python methods are documented
# (STRATA_ACCELERATOR=0): the compiled fast paths replace their bodies, not their contracts.
set(STRATA_PYTHON_REFERENCE_SOURCE ${PROJECT_SOURCE_DIR}/docs/reference/python)
strata_sanitized_process_environment(STRATA_REFERENCE_SANITIZER_ENVIRONMENT)
set(STRATA_PYTHON_REFERENCE_ENVIRONMENT PYTHONPATH=${PROJECT_SOURCE_DIR}/capi/python
    STRATA_LIBRARY=$<TARGET_FILE:strata> STRATA_ACCELERATOR=0 PYTHONDONTWRITEBYTECODE=1
    ${STRATA_REFERENCE_SANITIZER_ENVIRONMENT})
set(STRATA_SPHINX_COMMAND ${STRATA_PYTHON_EXECUTABLE} -m sphinx -b html -W --keep-going -n -q
    -d ${STRATA_API_REFERENCE_DIR}/python_doctrees ${STRATA_PYTHON_REFERENCE_SOURCE})

# The .NET reference: a Release build of the binding into its own artifacts folder (its
# dependencies copied beside Strata.dll, so public_api.fsx can load it and list the public
# surface), then the renderer.
set(STRATA_DOTNET_REFERENCE_BUILD ${STRATA_API_REFERENCE_DIR}/dotnet_build)
set(STRATA_DOTNET_REFERENCE_BIN ${STRATA_DOTNET_REFERENCE_BUILD}/bin/Strata/release)
set(STRATA_DOTNET_REFERENCE_TOOLS ${PROJECT_SOURCE_DIR}/docs/reference/dotnet)
set(STRATA_DOTNET_REFERENCE_ENVIRONMENT DOTNET_CLI_TELEMETRY_OPTOUT=1 DOTNET_NOLOGO=1
    DOTNET_SKIP_FIRST_TIME_EXPERIENCE=1 DOTNET_CLI_UI_LANGUAGE=en MSBUILDDISABLENODEREUSE=1)

find_program(STRATA_DOTNET dotnet)
execute_process(COMMAND ${STRATA_PYTHON_EXECUTABLE} -c "import sphinx"
                RESULT_VARIABLE STRATA_SPHINX_MISSING OUTPUT_QUIET ERROR_QUIET)
set(STRATA_API_REFERENCE_MISSING "")
if(NOT STRATA_DOXYGEN)
  list(APPEND STRATA_API_REFERENCE_MISSING "doxygen (Debian package doxygen)")
endif()
if(STRATA_SPHINX_MISSING)
  list(APPEND STRATA_API_REFERENCE_MISSING "Sphinx for ${STRATA_PYTHON_EXECUTABLE} (Debian package python3-sphinx)")
endif()
if(NOT STRATA_DOTNET)
  list(APPEND STRATA_API_REFERENCE_MISSING "the .NET 10 SDK (dotnet; Microsoft's package dotnet-sdk-10.0)")
endif()
if(STRATA_SANITIZERS AND NOT STRATA_REFERENCE_SANITIZER_ENVIRONMENT)
  list(APPEND STRATA_API_REFERENCE_MISSING "the ${STRATA_SANITIZERS} sanitizer runtimes of ${CMAKE_CXX_COMPILER}")
endif()
configure_file(${PROJECT_SOURCE_DIR}/docs/reference/index.html.in
               ${STRATA_API_REFERENCE_DIR}/index.html @ONLY)

if(NOT STRATA_API_REFERENCE_MISSING)
  add_custom_target(api_reference
    COMMAND ${STRATA_DOXYGEN} ${STRATA_API_REFERENCE_DIR}/Doxyfile
    COMMAND ${CMAKE_COMMAND} -E rm -rf ${STRATA_API_REFERENCE_DIR}/python
    COMMAND ${CMAKE_COMMAND} -E env ${STRATA_PYTHON_REFERENCE_ENVIRONMENT}
            ${STRATA_SPHINX_COMMAND} ${STRATA_API_REFERENCE_DIR}/python
    COMMAND ${CMAKE_COMMAND} -E env ${STRATA_DOTNET_REFERENCE_ENVIRONMENT}
            ${STRATA_DOTNET} build ${PROJECT_SOURCE_DIR}/capi/dotnet/Strata.csproj -c Release
            --artifacts-path ${STRATA_DOTNET_REFERENCE_BUILD} -p:CopyLocalLockFileAssemblies=true
            -v q -nologo -clp:ErrorsOnly
    COMMAND ${CMAKE_COMMAND} -E env ${STRATA_DOTNET_REFERENCE_ENVIRONMENT}
            ${STRATA_DOTNET} fsi ${STRATA_DOTNET_REFERENCE_TOOLS}/public_api.fsx
            ${STRATA_DOTNET_REFERENCE_BIN}/Strata.dll ${STRATA_DOTNET_REFERENCE_BUILD}/public_api.txt
    COMMAND ${CMAKE_COMMAND} -E rm -rf ${STRATA_API_REFERENCE_DIR}/dotnet
    COMMAND ${STRATA_PYTHON_EXECUTABLE} ${STRATA_DOTNET_REFERENCE_TOOLS}/render_xml_docs.py
            ${STRATA_DOTNET_REFERENCE_BIN}/Strata.xml ${STRATA_DOTNET_REFERENCE_BUILD}/public_api.txt
            ${STRATA_API_REFERENCE_DIR}/dotnet
    COMMAND ${CMAKE_COMMAND} -E echo "API reference: ${STRATA_API_REFERENCE_DIR}/index.html"
    WORKING_DIRECTORY ${STRATA_API_REFERENCE_DIR}
    COMMENT "Generating the API reference (Doxygen, Sphinx, the .NET XML documentation)"
    VERBATIM)
  add_dependencies(api_reference strata)
else()
  list(JOIN STRATA_API_REFERENCE_MISSING "; " missing)
  add_custom_target(api_reference
    COMMAND ${CMAKE_COMMAND} -E echo "api_reference needs what is not installed: ${missing}"
    COMMAND ${CMAKE_COMMAND} -E false
    VERBATIM)
endif()
