# The API reference: Doxygen HTML generated from the public headers (cmake/Doxyfile.in).
#   api_reference (not part of ALL): strata.h, its area headers, strata_version.h, strata_tables.h
#     and strata.hpp → build/<preset>/api_reference/html/index.html; fails on any Doxygen warning.
#   tests/docs: docs.api_reference_complete runs the same settings on the same headers (every
#     public function, class, member, type, enum value and macro documented, Doxygen's warnings
#     as errors).
# Doxygen is the Debian package `doxygen` (cmake/setup.sh installs it). Without it the target
# says so and the tests are skipped.
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

if(STRATA_DOXYGEN)
  add_custom_target(api_reference
    COMMAND ${STRATA_DOXYGEN} ${STRATA_API_REFERENCE_DIR}/Doxyfile
    COMMAND ${CMAKE_COMMAND} -E echo "API reference: ${STRATA_API_REFERENCE_DIR}/html/index.html"
    WORKING_DIRECTORY ${STRATA_API_REFERENCE_DIR}
    COMMENT "Generating the API reference with Doxygen"
    VERBATIM)
else()
  add_custom_target(api_reference
    COMMAND ${CMAKE_COMMAND} -E echo "doxygen is not installed (Debian package doxygen)"
    COMMAND ${CMAKE_COMMAND} -E false
    VERBATIM)
endif()
