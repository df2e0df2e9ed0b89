// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";
import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {ERC2981} from "@openzeppelin/contracts/token/common/ERC2981.sol";

/// @title A Fanfare collection: one per project or campaign, deployed by the platform.
/// @notice Token ids are decided off-chain by the claim they belong to, so a mint can be retried
///         safely: minting an id that exists reverts (ERC721InvalidSender) instead of minting twice.
contract FanfareCollection is ERC721, ERC2981, AccessControl {
    /// @notice The platform's relayer key holds this role; only it mints.
    bytes32 public constant MINTER_ROLE = keccak256("MINTER_ROLE");

    string private _baseTokenURI;

    event BaseURIChanged(string baseURI);

    constructor(
        string memory name_,
        string memory symbol_,
        string memory baseURI_,
        address admin,
        address minter,
        address royaltyReceiver,
        uint96 royaltyBasisPoints
    ) ERC721(name_, symbol_) {
        _grantRole(DEFAULT_ADMIN_ROLE, admin);
        _grantRole(MINTER_ROLE, minter);
        _baseTokenURI = baseURI_;
        if (royaltyReceiver != address(0)) {
            _setDefaultRoyalty(royaltyReceiver, royaltyBasisPoints);
        }
    }

    /// @notice Mints `tokenId` to `to`. Reverts if the id exists, if `to` is the zero address, or if
    ///         `to` is a contract that does not accept ERC-721 tokens.
    function mint(address to, uint256 tokenId) external onlyRole(MINTER_ROLE) {
        _safeMint(to, tokenId);
    }

    /// @notice Whether `tokenId` was minted: the relayer asks this before any resend.
    function exists(uint256 tokenId) external view returns (bool) {
        return _ownerOf(tokenId) != address(0);
    }

    /// @notice The metadata endpoint moves with the platform's public URL.
    function setBaseURI(string calldata baseURI_) external onlyRole(DEFAULT_ADMIN_ROLE) {
        _baseTokenURI = baseURI_;
        emit BaseURIChanged(baseURI_);
    }

    function setDefaultRoyalty(address receiver, uint96 basisPoints) external onlyRole(DEFAULT_ADMIN_ROLE) {
        _setDefaultRoyalty(receiver, basisPoints);
    }

    function _baseURI() internal view override returns (string memory) {
        return _baseTokenURI;
    }

    function supportsInterface(bytes4 interfaceId)
        public
        view
        override(ERC721, ERC2981, AccessControl)
        returns (bool)
    {
        return super.supportsInterface(interfaceId);
    }
}
