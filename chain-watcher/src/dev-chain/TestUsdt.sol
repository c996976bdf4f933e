// SPDX-License-Identifier: MIT
// Test USDT for the local dev chain: a minimal ERC-20 that only its deployer can mint.
// Compiled into test-usdt-artifact.ts; see compile-test-usdt.md before changing a byte here.
pragma solidity 0.8.28;

contract TestUsdt {
    string public constant name = "Tether USD (dev)";
    string public constant symbol = "USDT";
    uint8 public immutable decimals;
    address public immutable minter;

    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    constructor(uint8 tokenDecimals) {
        decimals = tokenDecimals;
        minter = msg.sender;
    }

    function transfer(address to, uint256 value) external returns (bool) {
        _move(msg.sender, to, value);
        return true;
    }

    function transferFrom(address from, address to, uint256 value) external returns (bool) {
        uint256 allowed = allowance[from][msg.sender];
        if (allowed != type(uint256).max) {
            require(allowed >= value, "TestUsdt: insufficient allowance");
            allowance[from][msg.sender] = allowed - value;
        }
        _move(from, to, value);
        return true;
    }

    function approve(address spender, uint256 value) external returns (bool) {
        allowance[msg.sender][spender] = value;
        emit Approval(msg.sender, spender, value);
        return true;
    }

    function mint(address to, uint256 value) external {
        require(msg.sender == minter, "TestUsdt: only the deployer mints");
        require(to != address(0), "TestUsdt: mint to the zero address");
        totalSupply += value;
        balanceOf[to] += value;
        emit Transfer(address(0), to, value);
    }

    function _move(address from, address to, uint256 value) private {
        require(to != address(0), "TestUsdt: transfer to the zero address");
        uint256 held = balanceOf[from];
        require(held >= value, "TestUsdt: insufficient balance");
        balanceOf[from] = held - value;
        balanceOf[to] += value;
        emit Transfer(from, to, value);
    }
}
